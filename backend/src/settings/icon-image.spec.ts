import sharp from 'sharp';
import { normalizeIcon } from './icon-image';

const image = (format: 'png' | 'jpeg', size: number) => {
  const canvas = sharp({
    create: { width: size, height: size, channels: 3, background: '#336699' },
  });
  return (format === 'png' ? canvas.png() : canvas.jpeg()).toBuffer();
};

describe('normalizeIcon', () => {
  it('re-encodes a large JPG as a PNG of at most 512×512', async () => {
    const verdict = await normalizeIcon(await image('jpeg', 1024));
    expect(verdict.ok).toBe(true);
    if (!verdict.ok) return;
    const meta = await sharp(verdict.png).metadata();
    expect(meta.format).toBe('png');
    expect(meta.width).toBe(512);
  });

  it('judges by content, not by name', async () => {
    expect(await normalizeIcon(Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj'))).toEqual({
      ok: false,
      problem: 'not_image',
      reason: 'The icon must be a PNG or JPG image.',
    });
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect((await normalizeIcon(gif)).ok).toBe(false);
  });

  it('refuses files over 2 MB', async () => {
    expect(await normalizeIcon(Buffer.alloc(5 * 1024 * 1024))).toEqual({
      ok: false,
      problem: 'too_large',
      reason: 'The icon must be at most 2 MB.',
    });
  });
});
