import { afterAll, beforeAll } from 'vitest';

/**
 * jsdom lays nothing out, so every element measures 0×0 and Blueprint's Table renders only the
 * few cells its fallback allows. Giving elements a desktop-sized client box lets every column and
 * row of a page render. Call at the top of a test file that reads table cells.
 */
export function withTableViewport(width = 2400, height = 1200): void {
  const originals = {
    clientWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth'),
    clientHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight'),
  };
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
      configurable: true,
      get: () => width,
    });
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
      configurable: true,
      get: () => height,
    });
  });
  afterAll(() => {
    for (const [name, descriptor] of Object.entries(originals)) {
      if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
    }
  });
}
