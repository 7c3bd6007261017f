import { sanitizeSvg } from './svg-sanitizer';

const wrap = (inner: string, attrs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"${attrs}>${inner}</svg>`;

describe('sanitizeSvg', () => {
  it('keeps a plain vector logo', () => {
    const verdict = sanitizeSvg(wrap('<circle cx="5" cy="5" r="4" fill="#c00"/>'));
    expect(verdict.ok).toBe(true);
    if (verdict.ok) expect(verdict.svg).toContain('<circle');
  });

  it.each([
    ['a script element', wrap('<script>alert(1)</script>')],
    ['an event handler', wrap('<rect width="1" height="1" onclick="alert(1)"/>')],
    ['a handler on the root', wrap('', ' onload="alert(1)"')],
    ['foreignObject', wrap('<foreignObject><div>x</div></foreignObject>')],
    ['a javascript link', wrap('<a href="javascript:alert(1)"><text>x</text></a>')],
  ])('refuses %s', (_, markup) => {
    expect(sanitizeSvg(markup).ok).toBe(false);
  });

  it('refuses what is not SVG', () => {
    expect(sanitizeSvg('<html><body>hi</body></html>').ok).toBe(false);
    expect(sanitizeSvg('%PDF-1.4').ok).toBe(false);
  });
});
