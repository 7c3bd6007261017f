import sharp, { type Sharp } from 'sharp';

/** The largest picture upload (avatar, application icon). */
export const UPLOAD_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** Decompression-bomb guard: larger pictures are refused before they are decoded. */
const MAX_INPUT_PIXELS = 50_000_000;

/** Why a picture was refused: each domain gives each problem its own code. */
export type ImageProblem = 'too_large' | 'not_image' | 'unreadable';

export type UploadedImageVerdict =
  { ok: true; image: Buffer } | { ok: false; problem: ImageProblem; reason: string };

/**
 * Checks an uploaded picture by its content (PNG or JPEG only, whatever its name or declared type)
 * and re-encodes it with `encode`, which also drops any metadata or trailing payload. `what` names
 * the picture in the messages ("The icon must be a PNG or JPG image.").
 */
export async function reencodeUploadedImage(
  data: Buffer,
  what: string,
  encode: (image: Sharp) => Sharp,
): Promise<UploadedImageVerdict> {
  if (data.length > UPLOAD_IMAGE_MAX_BYTES) {
    return { ok: false, problem: 'too_large', reason: `The ${what} must be at most 2 MB.` };
  }
  let format: string | undefined;
  try {
    format = (await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    format = undefined;
  }
  if (format !== 'png' && format !== 'jpeg') {
    return { ok: false, problem: 'not_image', reason: `The ${what} must be a PNG or JPG image.` };
  }
  try {
    const image = await encode(
      sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).rotate(),
    ).toBuffer();
    return { ok: true, image };
  } catch {
    return { ok: false, problem: 'unreadable', reason: `The ${what} image could not be read.` };
  }
}
