/** The cached logo is markup from the server: only plain SVG survives (no scripts, no handlers). */
export async function sanitizeSvg(markup: string): Promise<string> {
  // DOMPurify loads only when there is a logo to show, keeping it out of the first chunk.
  const { default: DOMPurify } = await import('dompurify');
  return DOMPurify.sanitize(markup, { USE_PROFILES: { svg: true, svgFilters: true } });
}
