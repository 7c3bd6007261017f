/** The cached logo is markup from the server: only plain SVG survives (no scripts, no handlers). */
export async function sanitizeSvg(markup: string): Promise<string> {
  // DOMPurify loads only when there is a logo to show, keeping it out of the first chunk.
  const { default: DOMPurify } = await import('dompurify');
  const body = DOMPurify.sanitize(markup, {
    USE_PROFILES: { svg: true, svgFilters: true },
    RETURN_DOM: true,
  }) as Element;
  const svg = body.querySelector('svg');
  if (!svg) return '';
  withViewBox(svg);
  return svg.outerHTML;
}

/**
 * A logo drawn for a fixed size (width and height, no viewBox) would be cropped rather than scaled
 * to the mark's height: its own size becomes its viewBox.
 */
function withViewBox(svg: SVGSVGElement) {
  if (svg.hasAttribute('viewBox')) return;
  const width = parseFloat(svg.getAttribute('width') ?? '');
  const height = parseFloat(svg.getAttribute('height') ?? '');
  if (width > 0 && height > 0) svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
}
