import type { DashboardQuery } from '../../api/dashboard';
import { dayBounds } from '../../lib/days';

/** Spec §2: All time, Last 24hrs, Last Week, Last Month, custom range. */
export const RANGES = ['all', 'day', 'week', 'month', 'custom'] as const;
export type RangeName = (typeof RANGES)[number];

export interface DashboardRange {
  name: RangeName;
  /** Custom range: whole days, `YYYY-MM-DD`, both included. */
  fromDay?: string;
  toDay?: string;
  /** One website's counts only. */
  websiteId?: number;
}

const HOUR = 3_600_000;
const SPANS: Record<'day' | 'week' | 'month', number> = {
  day: 24 * HOUR,
  week: 7 * 24 * HOUR,
  month: 30 * 24 * HOUR,
};

/**
 * The API's `from`/`to` for a range, computed when the request is made (a refetch after a live
 * change counts up to that moment). A custom range runs to the end of its last day.
 */
export function rangeQuery(range: DashboardRange, now = Date.now()): DashboardQuery {
  const span = rangeSpan(range, now);
  return range.websiteId === undefined ? span : { ...span, websiteId: range.websiteId };
}

function rangeSpan(range: DashboardRange, now: number): DashboardQuery {
  switch (range.name) {
    case 'all':
      return {};
    case 'day':
    case 'week':
    case 'month':
      return { from: new Date(now - SPANS[range.name]).toISOString() };
    case 'custom':
      return dayBounds(range.fromDay, range.toDay);
  }
}

/** A custom range whose end comes before its start cannot be asked for. */
export const isInverted = (range: DashboardRange) =>
  range.name === 'custom' && !!range.fromDay && !!range.toDay && range.fromDay > range.toDay;
