import { useEffect, useState } from 'react';
import { sanitizeSvg } from '../sanitizeSvg';

/** Sanitised markup of `markup`, or `null` until it is ready (and when there is none). */
export function useSanitizedSvg(markup: string | null): string | null {
  const [safe, setSafe] = useState<{ source: string; html: string } | null>(null);
  useEffect(() => {
    if (!markup) return;
    let current = true;
    void sanitizeSvg(markup).then((html) => {
      if (current) setSafe({ source: markup, html });
    });
    return () => {
      current = false;
    };
  }, [markup]);
  return markup && safe?.source === markup && safe.html ? safe.html : null;
}
