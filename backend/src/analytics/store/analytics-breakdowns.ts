import { createHash } from 'node:crypto';
import type { EventRow } from './event-row';
import { PERIODS, type BreakdownName, type Period } from './analytics-tables';

/** What one batch adds to a breakdown row. */
export interface BreakdownDelta {
  breakdown: BreakdownName;
  period: Period;
  /** The period's first day, YYYY-MM-DD. */
  bucket: string;
  websiteId: number;
  key: string | number;
  views: number;
  visits: number;
  visitors: number;
}

const DAY = 86_400_000;

/** The first day of the day's period (weeks start on Monday), YYYY-MM-DD. */
export function periodStart(period: Period, day: string): string {
  const at = new Date(`${day}T00:00:00Z`);
  if (period === 'week') {
    return new Date(at.getTime() - ((at.getUTCDay() + 6) % 7) * DAY).toISOString().slice(0, 10);
  }
  return period === 'month' ? `${day.slice(0, 8)}01` : day;
}

/**
 * A page view's breakdown keys whose visitors are counted per key, each with the value that marks
 * its visitor as seen that day in Redis: pages and articles (a visitor counts in every page they
 * saw). Sources are not among them: a visitor counts under one source a day (`BreakdownSums`).
 * Paths are compared as the database compares them (case-insensitive), and hashed there to keep
 * the Redis key short.
 */
export function breakdownKeys(path: string, articleId: number | null): [BreakdownName, string][] {
  const keys: [BreakdownName, string][] = [
    ['pages', createHash('md5').update(path.toLowerCase()).digest('hex')],
  ];
  if (articleId !== null) keys.push(['articles', String(articleId)]);
  return keys;
}

/** Sums a batch's page views per breakdown row (day, week and month). */
export class BreakdownSums {
  private readonly rows = new Map<string, BreakdownDelta>();
  /** The periods' first days of each day in the batch (usually one day). */
  private readonly starts = new Map<string, [Period, string][]>();

  /**
   * `newVisitor`: per key of `breakdownKeys`, whether the visitor is new to it today;
   * `newToday`: whether the visitor is new to the website today. A visitor counts under the source
   * of their first page view of the day, and only there: the sources' visitors add up to the
   * website's (as their views and visits do: each page view and each visit has one source).
   */
  add(event: EventRow, newVisitor: boolean[], newToday: boolean) {
    let starts = this.starts.get(event.day);
    if (!starts) {
      starts = PERIODS.map((period) => [period, periodStart(period, event.day)]);
      this.starts.set(event.day, starts);
    }
    const values: [BreakdownName, string | number, boolean][] = [
      ['sources', event.source, newToday],
      ['pages', event.path, newVisitor[0] ?? false],
    ];
    if (event.articleId !== null)
      values.push(['articles', event.articleId, newVisitor[1] ?? false]);
    for (const [breakdown, key, newVisitorOfKey] of values) {
      for (const [period, bucket] of starts) {
        const id = `${breakdown}|${period}|${bucket}|${event.websiteId}|${key}`;
        let row = this.rows.get(id);
        if (!row) {
          row = {
            breakdown,
            period,
            bucket,
            websiteId: event.websiteId,
            key,
            views: 0,
            visits: 0,
            visitors: 0,
          };
          this.rows.set(id, row);
        }
        row.views++;
        if (event.newVisit) row.visits++;
        if (newVisitorOfKey) row.visitors++;
      }
    }
  }

  deltas(): BreakdownDelta[] {
    return [...this.rows.values()];
  }
}
