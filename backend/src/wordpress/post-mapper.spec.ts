import { decodeEntities, mapPost, parseGmt, type RawPost } from './post-mapper';

const raw = (extra: Partial<RawPost> = {}): RawPost => ({
  id: 12,
  date_gmt: '2026-11-20T08:00:00',
  modified_gmt: '2026-11-21T09:30:00',
  status: 'publish',
  link: 'https://example.com/hello/',
  title: { raw: 'Hello &amp; welcome' },
  content: { rendered: '<p>Body</p>' },
  excerpt: { raw: '', rendered: '<p>Auto &#8220;excerpt&#8221;</p>\n' },
  author: 3,
  featured_media: 0,
  categories: [2, 5],
  tags: [],
  meta: [],
  ...extra,
});

describe('mapPost', () => {
  it('reads WordPress GMT dates as UTC and keeps the raw title', () => {
    const post = mapPost(raw())!;
    expect(post.modifiedAt.toISOString()).toBe('2026-11-21T09:30:00.000Z');
    expect(post.createdAt?.toISOString()).toBe('2026-11-20T08:00:00.000Z');
    expect(post.publishedAt).toEqual(post.createdAt);
    expect(post.title).toBe('Hello &amp; welcome');
    expect(post.excerpt).toBe('Auto “excerpt”');
    expect(post).toMatchObject({ authorRemoteId: 3, featuredMediaId: null, categoryIds: [2, 5] });
  });

  it('has no published date for drafts and trashed posts', () => {
    expect(mapPost(raw({ status: 'draft' }))!.publishedAt).toBeNull();
    expect(mapPost(raw({ status: 'trash' }))!.publishedAt).toBeNull();
    expect(mapPost(raw({ status: 'future' }))!.publishedAt).not.toBeNull();
  });

  it('takes SEO fields from the Yoast meta keys, else from yoast_head_json', () => {
    const fromMeta = mapPost(
      raw({
        meta: {
          _yoast_wpseo_title: 'SEO title',
          _yoast_wpseo_metadesc: 'Description',
          _yoast_wpseo_focuskw: 'keyword',
          '_yoast_wpseo_opengraph-title': 'OG title',
        },
        yoast_head_json: { title: 'Head title', og_title: 'Head OG' },
      }),
    )!;
    expect(fromMeta).toMatchObject({
      seoTitle: 'SEO title',
      metaDescription: 'Description',
      focusKeyword: 'keyword',
      ogTitle: 'OG title',
    });
    const fromHead = mapPost(
      raw({ meta: { _yoast_wpseo_title: '' }, yoast_head_json: { title: 'Head', og_title: 'OG' } }),
    )!;
    expect(fromHead).toMatchObject({ seoTitle: 'Head', ogTitle: 'OG', focusKeyword: null });
  });

  it('skips posts it cannot use', () => {
    expect(mapPost(raw({ status: 'pending' }))).toBeNull();
    expect(mapPost(raw({ modified_gmt: null }))).toBeNull();
  });
});

describe('parseGmt and decodeEntities', () => {
  it('parses zone-less and zoned values, refuses zero dates', () => {
    expect(parseGmt('2026-01-02T03:04:05')?.toISOString()).toBe('2026-01-02T03:04:05.000Z');
    expect(parseGmt('2026-01-02T03:04:05+02:00')?.toISOString()).toBe('2026-01-02T01:04:05.000Z');
    expect(parseGmt('0000-00-00T00:00:00')).toBeNull();
  });

  it('decodes numeric and named entities', () => {
    expect(decodeEntities('&#8217;&#x2014;&amp;&hellip;&bogus;')).toBe('’—&…&bogus;');
  });
});
