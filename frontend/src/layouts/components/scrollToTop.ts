/** Scrolls the window to the top in `durationMs` with an ease-in-out curve. */
export function animateScrollToTop(durationMs: number): void {
  const start = window.scrollY;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  if (start <= 0 || reduced || typeof window.requestAnimationFrame !== 'function') {
    window.scrollTo(0, 0);
    return;
  }
  const startedAt = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - startedAt) / durationMs);
    const eased = progress < 0.5 ? 4 * progress ** 3 : 1 - (-2 * progress + 2) ** 3 / 2;
    window.scrollTo(0, Math.round(start * (1 - eased)));
    if (progress < 1) window.requestAnimationFrame(step);
  };
  window.requestAnimationFrame(step);
}
