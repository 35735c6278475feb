import sharp from 'sharp';
import { Code } from '@placar/contract/codes';
import { ApiError } from '../../http/api-error.ts';

export type UploadPurpose = 'avatar' | 'cover';

interface ProcessedImage {
  bytes: Buffer;
  width: number;
  height: number;
  contentType: 'image/webp';
  extension: 'webp';
}

/** Formats judged from the bytes themselves (sharp reads the header); SVG and the rest are refused. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif']);
/** Refuses decompression bombs: a small file that decodes to a huge bitmap. */
const MAX_INPUT_PIXELS = 50_000_000;

const SIZES: Record<UploadPurpose, { width: number; height: number; fit: 'cover' | 'inside' }> = {
  avatar: { width: 256, height: 256, fit: 'cover' },
  cover: { width: 1280, height: 720, fit: 'inside' },
};

const notAnImage = () =>
  new ApiError(Code.invalidInput, {
    en: 'file: must be an image (JPEG, PNG, WebP, GIF or AVIF)',
    br: 'file: deve ser uma imagem (JPEG, PNG, WebP, GIF ou AVIF)',
  });

/** Re-encodes to WebP at the purpose's size, upright, without EXIF or other metadata. */
export async function processImage(input: Buffer, purpose: UploadPurpose): Promise<ProcessedImage> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };
  let format: string | undefined;
  try {
    format = (await sharp(input, options).metadata()).format;
  } catch {
    throw notAnImage();
  }
  if (format === undefined || !ACCEPTED_FORMATS.has(format)) throw notAnImage();
  const size = SIZES[purpose];
  try {
    const { data, info } = await sharp(input, options)
      .rotate()
      .resize({ width: size.width, height: size.height, fit: size.fit, withoutEnlargement: size.fit === 'inside' })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height, contentType: 'image/webp', extension: 'webp' };
  } catch {
    // A header that parses over a body that does not decode: still not a usable image.
    throw notAnImage();
  }
}
