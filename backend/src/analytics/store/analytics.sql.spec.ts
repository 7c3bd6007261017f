import { dayOf, planSpan } from './analytics.sql';

const at = (iso: string) => new Date(iso);
const iso = (span: [Date, Date]) => span.map((d) => d.toISOString());

describe('planSpan', () => {
  it('reads whole months, then whole weeks from Monday, then days, and raw partial days', () => {
    const plan = planSpan(at('2026-08-29T10:17:23Z'), at('2026-10-14T14:43:10Z'));
    expect(plan.edges.map(iso)).toEqual([
      ['2026-08-29T10:17:23.000Z', '2026-08-30T00:00:00.000Z'],
      ['2026-10-14T00:00:00.000Z', '2026-10-14T14:43:10.000Z'],
    ]);
    expect(plan.buckets).toEqual({
      month: ['2026-09-01'],
      week: ['2026-10-05'],
      day: [
        '2026-08-30',
        '2026-08-31',
        '2026-10-01',
        '2026-10-02',
        '2026-10-03',
        '2026-10-04',
        '2026-10-12',
        '2026-10-13',
      ],
    });
  });

  it('reads a span without a whole day from the raw events only', () => {
    const plan = planSpan(at('2026-11-25T23:30:00Z'), at('2026-11-26T00:30:00Z'));
    expect(plan.days).toBeNull();
    expect(plan.edges.map(iso)).toEqual([['2026-11-25T23:30:00.000Z', '2026-11-26T00:30:00.000Z']]);
  });

  it('reads a range of whole days from roll-ups only (last 40 days: weeks and days)', () => {
    const plan = planSpan(at('2026-10-18T00:00:00Z'), at('2026-11-27T00:00:00Z'));
    expect(plan.edges).toEqual([]);
    expect(plan.buckets).toEqual({
      month: [],
      week: ['2026-10-19', '2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16'],
      day: ['2026-10-18', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26'],
    });
  });
});

describe('dayOf', () => {
  it('names the UTC day of each moment, in any order, across midnight and years', () => {
    const moments = [
      '2026-11-26T23:59:59.999Z',
      '2026-11-27T00:00:00.000Z',
      '2026-11-26T00:00:00.000Z',
      '2026-11-26T12:00:00.000Z',
      '1999-12-31T23:59:59.999Z',
      '2000-01-01T00:00:00.000Z',
      '2026-11-26T23:59:59.999Z',
    ];
    expect(moments.map((at) => dayOf(new Date(at)))).toEqual(moments.map((at) => at.slice(0, 10)));
  });
});
