import type { UsageTotals } from '../../../api/providers';

export type UsageRow = UsageTotals['data'][number];

const cell = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * The rows on screen as CSV (RFC 4180: comma separated, quoted where needed, CRLF lines): the
 * group's id and name, then the figures as numbers, unformatted.
 */
export function usageCsv(
  rows: UsageRow[],
  group: string,
  nameOf: (key: string | null) => string,
): string {
  const header = [
    group,
    'name',
    'calls',
    'okCalls',
    'inputTokens',
    'outputTokens',
    'characters',
    'estimatedCost',
  ];
  const lines = rows.map((r) =>
    [
      r.key,
      nameOf(r.key),
      r.calls,
      r.okCalls,
      r.inputTokens,
      r.outputTokens,
      r.characters,
      r.estimatedCost,
    ]
      .map(cell)
      .join(','),
  );
  return [header.join(','), ...lines].join('\r\n') + '\r\n';
}

/** Offers a text as a file to save. */
export function download(text: string, filename: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
