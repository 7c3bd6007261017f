import { getMetadataArgsStorage } from 'typeorm';
import {
  ARTICLE_SORTS,
  countedTotalStatement,
  encodeCursor,
  listStatement,
  parseCursor,
  websiteIndexOf,
  type ListFilter,
} from './article-list.sql';
import { Article } from './entities/article.entity';
import { titleSearch } from './title-search';
import { sanitizeArticleHtml } from '../core/html/article-html';

const base: ListFilter = {
  websiteIds: null,
  sortBy: 'modifiedAt',
  sortDir: 'desc',
  offset: 0,
  limit: 11,
};

describe('article list SQL', () => {
  it('reads one ordered index range for all websites', () => {
    const { sql, params } = listStatement(base);
    expect(sql).toContain('ORDER BY a.`modifiedAt` DESC, a.id DESC LIMIT ? OFFSET ?');
    expect(sql).not.toContain('UNION');
    expect(params).toEqual([11, 0]);
  });

  it('unions one small ordered read per website for a multi-website scope', () => {
    const { sql, params } = listStatement({ ...base, websiteIds: [3, 4], status: 'draft' });
    expect(sql.match(/UNION ALL/g)).toHaveLength(1);
    expect(params).toEqual([3, 'draft', 11, 4, 'draft', 11, 11, 0]);
  });

  it('names the index of every plain one-website shape, as the entity defines it', () => {
    const indexes = new Map(
      getMetadataArgsStorage()
        .indices.filter((i) => i.target === Article && i.name)
        .map((i) => [i.name!, i.columns as string[]]),
    );
    for (const sortBy of ARTICLE_SORTS.filter((s) => s !== 'relevance')) {
      for (const status of [undefined, 'publish'] as const) {
        const filter: ListFilter = { ...base, websiteIds: [3], sortBy, status };
        const name = websiteIndexOf(filter)!;
        const columns = ['websiteId', ...(status ? ['status'] : []), 'deletedInWp', sortBy, 'id'];
        expect([name, indexes.get(name)]).toEqual([name, columns]);
        expect(listStatement(filter).sql).toContain(`FROM articles a USE INDEX (${name}) WHERE`);
        const union = listStatement({ ...filter, websiteIds: [3, 4] }).sql;
        expect(union.match(new RegExp(`USE INDEX \\(${name}\\)`, 'g'))).toHaveLength(2);
      }
    }
    // The optimizer chooses for other shapes, and for all websites.
    expect(websiteIndexOf({ ...base, websiteIds: [3], author: 'Ann' })).toBeNull();
    expect(listStatement(base).sql).not.toContain('USE INDEX');
  });

  it('carries the total as one uncorrelated subquery, its parameters first', () => {
    const total = countedTotalStatement([3, 4], 'draft');
    const single = listStatement({ ...base, websiteIds: [3], status: 'draft' }, total);
    expect(single.sql).toMatch(
      /^SELECT .*, \(SELECT SUM\(count\) AS n FROM article_counts .*\) AS listTotal FROM articles a /,
    );
    expect(single.params).toEqual([[3, 4], 'draft', 3, 'draft', 11, 0]);
    const union = listStatement({ ...base, websiteIds: [3, 4] }, total);
    expect(union.sql).toMatch(
      /^SELECT a\.`id`, .*, \(SELECT SUM\(count\) .*\) AS listTotal FROM \(SELECT \* FROM \(\(SELECT a\.id, a\.`modifiedAt` FROM /,
    );
    expect(union.params).toEqual([[3, 4], 'draft', 3, 11, 4, 11, 11, 0]);
  });

  it('continues after a cursor, NULL-aware on nullable sorts', () => {
    const at = new Date('2026-01-01T00:00:00Z');
    const desc = listStatement({
      ...base,
      sortBy: 'publishedAt',
      cursor: { value: at.toISOString(), id: 9 },
    });
    expect(desc.sql).toContain(
      '(a.`publishedAt` < ? OR (a.`publishedAt` = ? AND a.id < ?) OR a.`publishedAt` IS NULL)',
    );
    const nulls = listStatement({ ...base, sortBy: 'publishedAt', cursor: { value: null, id: 9 } });
    expect(nulls.sql).toContain('(a.`publishedAt` IS NULL AND a.id < ?)');
  });

  it('round-trips cursors and refuses one made for another sort', () => {
    const cursor = encodeCursor('title', 'asc', 'Zebra', 42);
    expect(parseCursor(cursor, 'title', 'asc')).toEqual({ value: 'Zebra', id: 42 });
    expect(parseCursor(cursor, 'title', 'desc')).toBeNull();
    expect(parseCursor('not base64 json', 'title', 'asc')).toBeNull();
  });
});

describe('titleSearch', () => {
  it('requires every indexed word as a prefix, the others as word starts', () => {
    expect(titleSearch('Election results, Rome')).toMatchObject({
      fulltext: '+election* +results* +rome*',
      patterns: [],
    });
    const g7 = titleSearch('G7 leaders of 2025');
    expect(g7.fulltext).toBe('+leaders* +2025*');
    expect(g7.patterns).toEqual(['(?<![\\p{L}\\p{N}])g7', '(?<![\\p{L}\\p{N}])of']);
    expect(g7.phrase).toBe(
      '(?<![\\p{L}\\p{N}])g7[^\\p{L}\\p{N}]+leaders[^\\p{L}\\p{N}]+of[^\\p{L}\\p{N}]+2025(?![\\p{L}\\p{N}])',
    );
  });

  it('takes a number alone as a post id too, and an address as a post', () => {
    expect(titleSearch('4242')).toMatchObject({ remoteId: 4242, fulltext: '+4242*' });
    expect(titleSearch('99999999999').remoteId).toBeUndefined();
    expect(titleSearch('https://News.example.com/2025/caf%C3%A9/?p=12#top')).toEqual({
      patterns: [],
      address: {
        links: [
          'https://news.example.com/2025/caf%C3%A9?p=12',
          'http://news.example.com/2025/caf%C3%A9?p=12',
          'https://news.example.com/2025/caf%C3%A9/?p=12',
          'http://news.example.com/2025/caf%C3%A9/?p=12',
        ],
        host: 'news.example.com',
        slug: 'café',
        remoteId: 12,
      },
    });
  });

  it('falls back to LIKE when the text holds no word', () => {
    expect(titleSearch('50%')).toMatchObject({ patterns: ['(?<![\\p{L}\\p{N}])50'] });
    expect(titleSearch('50%').remoteId).toBeUndefined();
    expect(titleSearch('%')).toEqual({ patterns: [], titleLike: '%\\%%' });
  });
});

describe('sanitizeArticleHtml', () => {
  it('keeps content and drops scripts, handlers and frames', () => {
    const html = sanitizeArticleHtml(
      '<p onclick="x()">Hi <a href="javascript:alert(1)">x</a></p><script>alert(1)</script><iframe src="//e"></iframe><img src="a.png" onerror="y()">',
    );
    expect(html).toBe('<p>Hi <a>x</a></p><img src="a.png">');
  });
});
