import { worldCountryRows } from './world-countries.seed';

describe('worldCountryRows', () => {
  const rows = worldCountryRows();
  const byIso2 = new Map(rows.map((r) => [r.iso2, r]));

  it('joins the root with a single suffix, and keeps the root when there are many', () => {
    expect(byIso2.get('IT')).toEqual({
      name: 'Italy',
      iso2: 'IT',
      iso3: 'ITA',
      dialingPrefix: '+39',
    });
    expect(byIso2.get('US')).toMatchObject({ iso3: 'USA', dialingPrefix: '+1' });
  });

  it('leaves out entries without a prefix and keeps every prefix within the rules', () => {
    expect(byIso2.has('AQ')).toBe(false);
    expect(rows.length).toBeGreaterThanOrEqual(240);
    for (const r of rows) {
      expect(r.dialingPrefix).toMatch(/^\+\d{1,4}$/);
      expect(r.iso2).toHaveLength(2);
      expect(r.iso3).toHaveLength(3);
    }
    expect(new Set(rows.map((r) => r.iso3)).size).toBe(rows.length);
  });
});
