/** A local calendar day (`YYYY-MM-DD`, as a date input gives it) as its first instant, or null. */
function startOfDay(day: string | undefined): Date | null {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const [y, m, d] = day.split('-').map(Number);
  const at = new Date(y!, m! - 1, d!);
  return Number.isNaN(at.getTime()) ? null : at;
}

/**
 * The API's `from`/`to` for whole days in the reader's time zone: from the first day's start to
 * the last day's end (the next day's start, `to` being exclusive). A missing or malformed day
 * leaves its side open.
 */
export function dayBounds(fromDay?: string, toDay?: string): { from?: string; to?: string } {
  const start = startOfDay(fromDay);
  const end = startOfDay(toDay);
  end?.setDate(end.getDate() + 1);
  return {
    ...(start ? { from: start.toISOString() } : {}),
    ...(end ? { to: end.toISOString() } : {}),
  };
}

/** A `datetime-local` input's text (the reader's clock) as the API's ISO time, or null. */
export function toIsoDate(local: string): string | null {
  if (!local) return null;
  const time = new Date(local).getTime();
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}
