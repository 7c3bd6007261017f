import createDOMPurify, { type DOMPurify } from 'dompurify';
import type { DOMWindow } from 'jsdom';

let shared: DOMWindow | undefined;

/**
 * The process's one jsdom window, made when something first needs it. Loading jsdom costs about
 * 0.7 s of CPU: a process that never sanitises (most API requests, most test files) does not pay
 * it, and `main.ts` loads it once the server listens.
 */
export function domWindow(): DOMWindow {
  if (!shared) {
    // Required here, not imported at the top, so that loading this module does not load jsdom.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { JSDOM } = require('jsdom') as typeof import('jsdom');
    shared = new JSDOM('').window;
  }
  return shared;
}

/**
 * A DOMPurify instance of its own (hooks are per instance) on the shared window, made on first
 * use and given its hooks by `setUp` then.
 */
export function lazyPurify(setUp: (purify: DOMPurify) => void = () => {}): () => DOMPurify {
  let purify: DOMPurify | undefined;
  return () => {
    if (!purify) {
      purify = createDOMPurify(domWindow());
      setUp(purify);
    }
    return purify;
  };
}
