import { resolveRange } from './analytics-range';

const now = new Date('2026-11-26T10:15:30Z'); // a Thursday
const iso = (range: ReturnType<typeof resolveRange>) =>
  range && [
    range.from.toISOString(),
    range.to.toISOString(),
    range.grain,
    range.previousFrom.toISOString(),
  ];

describe('resolveRange', () => {
  it('covers the minutes, days, weeks and months the spec lists', () => {
    expect(iso(resolveRange('last5m', now))).toEqual([
      '2026-11-26T10:11:00.000Z',
      '2026-11-26T10:16:00.000Z',
      'minute',
      '2026-11-26T10:06:00.000Z',
    ]);
    expect(iso(resolveRange('today', now))?.slice(0, 3)).toEqual([
      '2026-11-26T00:00:00.000Z',
      '2026-11-27T00:00:00.000Z',
      'hour',
    ]);
    expect(iso(resolveRange('yesterday', now))?.[0]).toBe('2026-11-25T00:00:00.000Z');
    expect(iso(resolveRange('last7d', now))?.slice(0, 2)).toEqual([
      '2026-11-20T00:00:00.000Z',
      '2026-11-27T00:00:00.000Z',
    ]);
    expect(iso(resolveRange('thisWeek', now))?.[0]).toBe('2026-11-23T00:00:00.000Z');
    expect(iso(resolveRange('thisMonth', now))?.[0]).toBe('2026-11-01T00:00:00.000Z');
    expect(iso(resolveRange('lastMonth', now))?.slice(0, 2)).toEqual([
      '2026-10-01T00:00:00.000Z',
      '2026-11-01T00:00:00.000Z',
    ]);
  });

  it('takes a custom range of whole days, refusing reversed or huge ones', () => {
    expect(iso(resolveRange('custom', now, { from: '2026-11-01', to: '2026-11-10' }))).toEqual([
      '2026-11-01T00:00:00.000Z',
      '2026-11-11T00:00:00.000Z',
      'day',
      '2026-10-22T00:00:00.000Z',
    ]);
    expect(resolveRange('custom', now, { from: '2026-11-10', to: '2026-11-01' })).toBeNull();
    expect(resolveRange('custom', now, { from: '2020-01-01', to: '2026-11-01' })).toBeNull();
    expect(resolveRange('custom', now, { from: 'junk', to: '2026-11-01' })).toBeNull();
    expect(resolveRange('custom', now)).toBeNull();
  });
});
