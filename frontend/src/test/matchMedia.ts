/** A controllable `window.matchMedia` for jsdom: tests set the viewport width and colour scheme. */
type Listener = (event: MediaQueryListEvent) => void;

const state = { width: 1280, dark: false };
const lists = new Set<{ query: string; listeners: Set<Listener>; last: boolean }>();

function evaluate(query: string): boolean {
  let matches = true;
  for (const [, kind, value] of query.matchAll(/\((max|min)-width:\s*([\d.]+)px\)/g)) {
    const limit = Number(value);
    matches &&= kind === 'max' ? state.width <= limit : state.width >= limit;
  }
  const scheme = /prefers-color-scheme:\s*(dark|light)/.exec(query);
  if (scheme) matches &&= (scheme[1] === 'dark') === state.dark;
  if (/prefers-reduced-motion/.test(query)) matches = false;
  return matches;
}

function notify() {
  for (const entry of lists) {
    const matches = evaluate(entry.query);
    if (matches === entry.last) continue;
    entry.last = matches;
    for (const listener of entry.listeners) {
      listener({ matches, media: entry.query } as MediaQueryListEvent);
    }
  }
}

export function installMatchMedia(): void {
  window.matchMedia = (query: string) => {
    const entry = { query, listeners: new Set<Listener>(), last: evaluate(query) };
    lists.add(entry);
    return {
      media: query,
      get matches() {
        return evaluate(query);
      },
      onchange: null,
      addEventListener: (_: string, listener: Listener) => entry.listeners.add(listener),
      removeEventListener: (_: string, listener: Listener) => entry.listeners.delete(listener),
      addListener: (listener: Listener) => entry.listeners.add(listener),
      removeListener: (listener: Listener) => entry.listeners.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  };
}

export function setViewportWidth(width: number): void {
  state.width = width;
  notify();
}

export function setPrefersDark(dark: boolean): void {
  state.dark = dark;
  notify();
}

export function resetMedia(): void {
  state.width = 1280;
  state.dark = false;
  lists.clear();
}
