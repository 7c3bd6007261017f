import { domWindow, lazyPurify } from '../core/html/dom-purify';

const purify = lazyPurify();

/** Why an SVG icon was refused: each has its code in `settings.errors.ts`. */
export type SvgProblem = 'invalid' | 'forbidden_element' | 'event_handlers' | 'script_link';

export type SvgVerdict =
  { ok: true; svg: string } | { ok: false; problem: SvgProblem; reason: string };

const NOT_SVG = {
  ok: false,
  problem: 'invalid',
  reason: 'The SVG icon is not a valid SVG image.',
} as const;

const DANGEROUS = /^(script|foreignobject|iframe|object|embed)$/i;

/**
 * An SVG icon is refused outright when it carries scripts, event handlers or foreignObject, and
 * otherwise passes through DOMPurify's SVG profile (which also drops anything else active).
 */
export function sanitizeSvg(markup: string): SvgVerdict {
  const doc = new (domWindow().DOMParser)().parseFromString(markup, 'image/svg+xml');
  const root = doc.documentElement;
  if (
    !root ||
    root.nodeName.toLowerCase() !== 'svg' ||
    doc.getElementsByTagName('parsererror').length > 0
  ) {
    return NOT_SVG;
  }
  for (const el of Array.from(doc.getElementsByTagName('*'))) {
    if (DANGEROUS.test(el.localName)) {
      return {
        ok: false,
        problem: 'forbidden_element',
        reason: `The SVG icon contains a <${el.localName}> element, which is not allowed.`,
      };
    }
    for (const attr of Array.from(el.attributes)) {
      if (/^on/i.test(attr.name)) {
        return {
          ok: false,
          problem: 'event_handlers',
          reason: 'The SVG icon contains event handlers, which are not allowed.',
        };
      }
      if (/^(href|xlink:href)$/i.test(attr.name) && /^\s*(javascript|data):/i.test(attr.value)) {
        return {
          ok: false,
          problem: 'script_link',
          reason: 'The SVG icon contains a script link, which is not allowed.',
        };
      }
    }
  }
  const svg = purify().sanitize(markup, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['foreignObject', 'script', 'style'],
  });
  if (!/^\s*<svg[\s>]/i.test(svg)) return NOT_SVG;
  return { ok: true, svg };
}
