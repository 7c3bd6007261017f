/** A glossary entry as the gateway applies it. */
export interface GlossaryEntry {
  source: string;
  target: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PLACEHOLDER = /⟦\s*(\d+)\s*⟧/g;

/**
 * The product's own glossary, for engines without one: each term (whole words, case as written,
 * longest first) is replaced by a placeholder `⟦n⟧` that engines leave alone, and after the
 * translation each placeholder becomes the term's required translation. In HTML only the text
 * between tags is touched.
 */
export function protectTerms(
  texts: string[],
  entries: GlossaryEntry[],
  format: 'text' | 'html',
): { texts: string[]; restore: (translated: string[]) => string[] } {
  const ordered = entries
    .map((entry, index) => ({ ...entry, index }))
    .filter((e) => e.source.trim() !== '')
    .sort((a, b) => b.source.length - a.source.length);
  if (ordered.length === 0) return { texts, restore: (t) => t };
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}_])(${ordered.map((e) => escape(e.source)).join('|')})(?![\\p{L}\\p{N}_])`,
    'gu',
  );
  const indexOf = new Map(ordered.map((e) => [e.source, e.index]));
  const mark = (text: string) => text.replace(pattern, (term) => `⟦${indexOf.get(term)!}⟧`);
  const protect = (text: string) =>
    format === 'html'
      ? text
          .split(/(<[^>]*>)/)
          .map((part) => (part.startsWith('<') ? part : mark(part)))
          .join('')
      : mark(text);
  return {
    texts: texts.map(protect),
    restore: (translated) =>
      translated.map((text) =>
        text.replace(PLACEHOLDER, (whole, n: string) => entries[Number(n)]?.target ?? whole),
      ),
  };
}

/** DeepL's glossary entries format: one `source<TAB>target` a line. */
export function toTsv(entries: GlossaryEntry[]): string {
  return entries
    .map((e) => `${e.source.replace(/[\t\r\n]+/g, ' ')}\t${e.target.replace(/[\t\r\n]+/g, ' ')}`)
    .join('\n');
}
