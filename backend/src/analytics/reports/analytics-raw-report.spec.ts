import { rawReport } from './analytics-raw-report';

const key = (hex: string) => Buffer.from(hex.padEnd(32, '0'), 'hex');
const row = (r: Partial<Record<string, unknown>>) => ({
  websiteId: 1,
  pageview: 1,
  newVisit: 0,
  conversion: 0,
  visitor: 'v1',
  source: 'google',
  articleId: null,
  pathKey: key('aa'),
  ...r,
});

describe('rawReport', () => {
  it('sums the totals and the breakdowns as the statements do', () => {
    const report = rawReport(
      [
        row({ newVisit: 1, articleId: 7 }),
        // The same visitor again, in capitals (the collation compares them equal).
        row({ visitor: 'V1', articleId: 7 }),
        row({ websiteId: 2, visitor: 'v1', source: 'direct', pathKey: key('bb') }),
        // A custom event: visits and conversions, no view, no breakdown row.
        row({ pageview: 0, newVisit: 1, conversion: 1, source: 'twitter', pathKey: null }),
      ],
      100,
    );
    expect(report.totals).toEqual({ views: 3, visits: 2, visitors: 2, conversions: 1 });
    expect(report.sources).toEqual([
      { source: 'google', visits: 1, views: 2, visitors: 1 },
      { source: 'direct', visits: 0, views: 1, visitors: 1 },
    ]);
    expect(
      report.pages.map((p) => [p.websiteId, String(p.k).slice(0, 2), p.views, p.visitors]),
    ).toEqual([
      [1, 'aa', 2, 1],
      [2, 'bb', 1, 1],
    ]);
    expect(report.articles).toEqual([{ websiteId: 1, k: 7, views: 2, visits: 1, visitors: 1 }]);
  });

  it('counts each visitor once, under the source of their first page view: the sources add up', () => {
    const report = rawReport(
      [
        row({ newVisit: 1, source: 'google' }),
        // The same visitor back later from Twitter: a visit and a view there, not a visitor.
        row({ newVisit: 1, source: 'twitter' }),
        row({ visitor: 'v2', newVisit: 1, source: 'twitter' }),
        row({ visitor: 'v2', source: 'internal' }),
      ],
      100,
    );
    expect(report.totals).toMatchObject({ views: 4, visits: 3, visitors: 2 });
    expect(report.sources).toEqual([
      { source: 'twitter', visits: 2, views: 2, visitors: 1 },
      { source: 'google', visits: 1, views: 1, visitors: 1 },
      { source: 'internal', visits: 0, views: 1, visitors: 0 },
    ]);
  });

  it('keeps the top rows, ties by key', () => {
    const report = rawReport(
      [row({ pathKey: key('cc') }), row({ pathKey: key('bb') }), row({ pathKey: key('bb') })],
      1,
    );
    expect(report.pages.map((p) => String(p.k).slice(0, 2))).toEqual(['bb']);
    expect(
      rawReport([row({ pathKey: key('cc') }), row({ pathKey: key('bb') })], 1).pages[0]!.k,
    ).toMatch(/^bb/);
  });
});
