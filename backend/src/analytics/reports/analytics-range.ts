import type { Grain } from '../store/analytics-tables';

export const RANGES = [
  'last5m',
  'last30m',
  'last60m',
  'today',
  'yesterday',
  'last7d',
  'last30d',
  'last40d',
  'thisWeek',
  'thisMonth',
  'lastMonth',
  'custom',
] as const;
export type RangeName = (typeof RANGES)[number];

export interface ResolvedRange {
  from: Date;
  /** Exclusive. */
  to: Date;
  grain: Grain;
  /** The period just before, of the same length. */
  previousFrom: Date;
}

const MINUTE = 60_000;
const DAY = 86_400_000;
/** A custom range spans at most this many days. */
export const MAX_CUSTOM_DAYS = 400;

const startOfDay = (at: Date) => new Date(Math.floor(at.getTime() / DAY) * DAY);
const addDays = (at: Date, days: number) => new Date(at.getTime() + days * DAY);
const monthStart = (year: number, month: number) => new Date(Date.UTC(year, month, 1));

/**
 * The span a range covers, in UTC (days and buckets are UTC days). Null for a custom range whose
 * dates are missing, reversed or too far apart.
 */
export function resolveRange(
  range: RangeName,
  now: Date,
  custom: { from?: string; to?: string } = {},
): ResolvedRange | null {
  const today = startOfDay(now);
  const minutes = (count: number): [Date, Date, Grain] => {
    const end = new Date((Math.floor(now.getTime() / MINUTE) + 1) * MINUTE);
    return [new Date(end.getTime() - count * MINUTE), end, 'minute'];
  };
  const days = (count: number): [Date, Date, Grain] => [
    addDays(today, -(count - 1)),
    addDays(today, 1),
    'day',
  ];
  let span: [Date, Date, Grain];
  switch (range) {
    case 'last5m':
      span = minutes(5);
      break;
    case 'last30m':
      span = minutes(30);
      break;
    case 'last60m':
      span = minutes(60);
      break;
    case 'today':
      span = [today, addDays(today, 1), 'hour'];
      break;
    case 'yesterday':
      span = [addDays(today, -1), today, 'hour'];
      break;
    case 'last7d':
      span = days(7);
      break;
    case 'last30d':
      span = days(30);
      break;
    case 'last40d':
      span = days(40);
      break;
    case 'thisWeek':
      // Weeks start on Monday.
      span = [addDays(today, -((today.getUTCDay() + 6) % 7)), addDays(today, 1), 'day'];
      break;
    case 'thisMonth':
      span = [monthStart(now.getUTCFullYear(), now.getUTCMonth()), addDays(today, 1), 'day'];
      break;
    case 'lastMonth':
      span = [
        monthStart(now.getUTCFullYear(), now.getUTCMonth() - 1),
        monthStart(now.getUTCFullYear(), now.getUTCMonth()),
        'day',
      ];
      break;
    case 'custom': {
      const parse = (day?: string) =>
        day && /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00Z`))
          ? new Date(`${day}T00:00:00Z`)
          : null;
      const from = parse(custom.from);
      const last = parse(custom.to);
      if (!from || !last || last < from) return null;
      const to = addDays(last, 1);
      const count = (to.getTime() - from.getTime()) / DAY;
      if (count > MAX_CUSTOM_DAYS) return null;
      span = [from, to, count <= 2 ? 'hour' : 'day'];
      break;
    }
  }
  const [from, to, grain] = span;
  return { from, to, grain, previousFrom: new Date(2 * from.getTime() - to.getTime()) };
}

export const GRAIN_MS: Record<Grain, number> = { minute: MINUTE, hour: 3_600_000, day: DAY };

/**
 * Every bucket of [from, to) at this grain, in order (UTC), each with the figures stored for it
 * or `empty()` when none were: a chart's series has no gaps.
 */
export function fillSeries<P>(
  from: Date,
  to: Date,
  grain: Grain,
  stored: Iterable<[number, P]>,
  empty: () => P,
): (P & { t: string })[] {
  const byBucket = new Map(stored);
  const points: (P & { t: string })[] = [];
  for (let at = from.getTime(); at < to.getTime(); at += GRAIN_MS[grain]) {
    points.push({ ...(byBucket.get(at) ?? empty()), t: new Date(at).toISOString() });
  }
  return points;
}
