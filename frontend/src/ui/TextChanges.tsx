import './textChanges.css';
import { diffWords } from 'diff';
import { useMemo } from 'react';

/** An article's words as a reader reads them: tags dropped, block ends kept as breaks. */
export function readableText(html: string): string {
  const doc = new DOMParser().parseFromString(
    html.replace(/<\/(p|h[1-6]|li|blockquote|figcaption)>/gi, '$&\n'),
    'text/html',
  );
  return (doc.body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}

/** Words taken out struck through, words put in underlined, the rest as it is. */
export function TextChanges({
  before,
  after,
  testId,
}: {
  before: string;
  after: string;
  testId: string;
}) {
  const parts = useMemo(() => diffWords(before, after), [before, after]);
  return (
    <div className="ams-diff" data-testid={testId} dir="auto">
      {parts.map((part, i) =>
        part.added ? (
          <ins key={i}>{part.value}</ins>
        ) : part.removed ? (
          <del key={i}>{part.value}</del>
        ) : (
          <span key={i}>{part.value}</span>
        ),
      )}
    </div>
  );
}
