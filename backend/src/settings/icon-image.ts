import sharp from 'sharp';

export const ICON_MAX_BYTES = 2 * 1024 * 1024;
export const ICON_SIZE = 512;

export type IconVerdict = { ok: true; png: Buffer } | { ok: false; reason: string };

/** Checks an uploaded icon by its content (PNG or JPEG only) and re-encodes it as a PNG ≤ 512×512. */
export async function normalizeIcon(data: Buffer): Promise<IconVerdict> {
  if (data.length > ICON_MAX_BYTES) return { ok: false, reason: 'The icon must be at most 2 MB.' };
  let format: string | undefined;
  try {
    format = (await sharp(data, { limitInputPixels: 50_000_000 }).metadata()).format;
  } catch {
    format = undefined;
  }
  if (format !== 'png' && format !== 'jpeg') {
    return { ok: false, reason: 'The icon must be a PNG or JPG image.' };
  }
  try {
    const png = await sharp(data, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(ICON_SIZE, ICON_SIZE, { fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer();
    return { ok: true, png };
  } catch {
    return { ok: false, reason: 'The icon image could not be read.' };
  }
}
