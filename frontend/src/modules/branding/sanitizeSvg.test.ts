import { describe, expect, it } from 'vitest';
import { sanitizeSvg } from './sanitizeSvg';

describe('sanitizeSvg', () => {
  it('keeps the drawing and drops scripts and handlers', async () => {
    const html = await sanitizeSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"><script>alert(2)</script><rect width="10" height="10"/></svg>',
    );
    expect(html).toContain('<rect');
    expect(html).not.toMatch(/script|onload|alert/);
  });

  it('gives a fixed-size logo its own size as viewBox, so it scales to the mark instead of being cropped', async () => {
    const html = await sanitizeSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" width="512" height="128"><rect width="512" height="128"/></svg>',
    );
    expect(html).toContain('viewBox="0 0 512 128"');
    const kept = await sanitizeSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 32 32"></svg>',
    );
    expect(kept).toContain('viewBox="0 0 32 32"');
  });

  it('returns nothing for markup that is not an SVG', async () => {
    expect(await sanitizeSvg('<img src=x onerror="alert(1)">')).toBe('');
  });
});
