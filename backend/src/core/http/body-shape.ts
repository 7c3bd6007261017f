import type { FieldErrors } from './validation';

/** Deeper than any DTO of the API nests; past it validation would recurse for nothing. */
export const MAX_BODY_DEPTH = 32;

/** C0 controls other than tab, line feed and carriage return, and DEL: never text a person wrote. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** Half of a surrogate pair without its other half: not text, and the database refuses it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isText = (s: string) => !LONE_SURROGATE.test(s) && !CONTROL.test(s);

export type BodyProblem = { kind: 'too-deep' } | { kind: 'text'; errors: FieldErrors };

/**
 * Checks a parsed JSON body before any route sees it: nesting depth, and that every string is
 * well-formed Unicode (no lone surrogate: the database refuses them) without control characters.
 * Iterative, so a body nested thousands deep cannot exhaust the stack.
 */
export function inspectBody(body: unknown): BodyProblem | null {
  if (body === null || typeof body !== 'object') return null;
  const errors: FieldErrors = {};
  const stack: { value: unknown; path: string; depth: number }[] = [
    { value: body, path: '', depth: 0 },
  ];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      const field = path || 'body';
      if (LONE_SURROGATE.test(value)) (errors[field] ??= []).push('Must be valid Unicode text.');
      else if (CONTROL.test(value)) {
        (errors[field] ??= []).push('Must not contain control characters.');
      }
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_BODY_DEPTH) return { kind: 'too-deep' };
    for (const [key, child] of Object.entries(value)) {
      const childPath = path ? `${path}.${key}` : key;
      if (!isText(key)) {
        (errors[path || 'body'] ??= []).push('Must not contain a key that is not valid text.');
      }
      stack.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return Object.keys(errors).length > 0 ? { kind: 'text', errors } : null;
}
