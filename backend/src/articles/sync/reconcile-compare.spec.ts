import type { StoredState } from '../article-store.repository';
import type { PostState, RemoteTerm } from '../../wordpress/wordpress.types';
import { compare } from './reconcile-website.usecase';

const at = (iso: string) => new Date(iso);
const terms = new Map<number, RemoteTerm>([
  [1, { id: 1, taxonomy: 'category', name: 'World', parent: null }],
  [2, { id: 2, taxonomy: 'category', name: 'Politics & Law', parent: 1 }],
  [9, { id: 9, taxonomy: 'tag', name: 'video', parent: null }],
]);
const remote = (id: number, fields: Partial<PostState> = {}): [number, PostState] => [
  id,
  {
    remoteId: id,
    status: 'publish',
    modifiedAt: at('2025-01-01T00:00:00Z'),
    sticky: false,
    categoryIds: [2],
    tagIds: [9],
    ...fields,
  },
];
const stored = (fields: Partial<StoredState> = {}): StoredState => ({
  status: 'publish',
  modifiedAt: at('2025-01-01T00:00:00Z'),
  deleted: false,
  sticky: false,
  categories: ['Politics & Law'],
  categoryPaths: [['World', 'Politics & Law']],
  tags: ['video'],
  ...fields,
});

describe('the reconcile comparison', () => {
  it('finds what the incremental sync cannot see', () => {
    const result = compare(
      new Map([
        remote(1),
        remote(2, { status: 'publish' }), // cron published it: status moved, `modified` did not
        remote(3, { tagIds: [] }), // its tag was removed without touching `modified`
        remote(5), // in WordPress, never stored (inside the window)
        remote(6, { modifiedAt: at('2020-01-01T00:00:00Z') }), // older than the window
        remote(7), // stored as deleted, back in WordPress
        remote(9, { sticky: true }), // stuck to the front page: `modified` stays
      ]),
      new Map([
        [1, stored()],
        [2, stored({ status: 'future' })],
        [3, stored()],
        [4, stored()], // gone from WordPress
        [7, stored({ deleted: true })],
        [8, stored({ deleted: true })], // already marked
        [9, stored()],
      ]),
      terms,
      at('2024-01-01T00:00:00Z'),
    );
    expect(result.gone).toEqual([4]);
    expect(result.reread.sort()).toEqual([2, 5, 7, 9]);
    expect(result.renamed).toEqual([
      {
        remoteId: 3,
        categories: ['Politics & Law'],
        categoryPaths: [['World', 'Politics & Law']],
        tags: [],
      },
    ]);
  });

  it('finds posts whose category was renamed higher up its path', () => {
    const renamed = new Map(terms);
    renamed.set(1, { id: 1, taxonomy: 'category', name: 'International', parent: null });
    const result = compare(new Map([remote(1)]), new Map([[1, stored()]]), renamed, null);
    expect(result.renamed).toEqual([
      {
        remoteId: 1,
        categories: ['Politics & Law'],
        categoryPaths: [['International', 'Politics & Law']],
        tags: ['video'],
      },
    ]);
  });
});
