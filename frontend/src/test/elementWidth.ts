import { onTestFinished } from 'vitest';

/**
 * jsdom lays nothing out, so `useElementWidth` never hears a width and every list stays a table.
 * This gives every observed element `width` pixels (a phone's content box, a desk's), as Chromium's
 * ResizeObserver would report it, until the test ends (call it inside the test).
 */
export function setElementWidth(width: number): void {
  const original = globalThis.ResizeObserver;
  globalThis.ResizeObserver = class {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      this.callback(
        [{ target, contentRect: { width } as DOMRectReadOnly } as ResizeObserverEntry],
        this as unknown as ResizeObserver,
      );
    }
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  onTestFinished(() => {
    globalThis.ResizeObserver = original;
  });
}
