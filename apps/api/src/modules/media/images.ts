import sharp, { type Metadata, type SharpOptions } from 'sharp';
import { MEDIA_CONTENT_TYPES, type MediaExtension, type MediaVariantFile } from '../../platform/storage/media-storage';

export const LARGE_PX = 1200;
export const THUMB_PX = 240;
/**
 * Enough for a phone or shop camera (a 40 MP picture decodes to about 160 MB); more is refused from
 * the file's header, before decoding, so a small file cannot blow up into gigabytes.
 */
export const MAX_PIXELS = 40_000_000;
const ACCEPTED = 'JPEG, PNG, WebP, GIF, AVIF or TIFF';

/** An upload decoded and resized, ready to store. */
export type ReadyImage = {
  fileName: string;
  mimeType: string;
  size: number;
  width: number;
  height: number;
  variants: MediaVariantFile[];
};

export type ImageOutcome = { ok: true; image: ReadyImage } | { ok: false; reason: string };

// 'error' rather than the stricter default 'warning': many phone cameras write JPEGs with harmless warnings.
const decoding: SharpOptions = { limitInputPixels: MAX_PIXELS, failOn: 'error' };

/** The stored name: no folders, at most 255 characters. */
export function cleanFileName(name: string, extension: MediaExtension): string {
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\p{Cc}]/gu, '').trim();
  return base === '' ? `image.${extension}` : base.slice(-255);
}

/** The extension the original is kept under, or why its format is refused. */
function storedFormat(meta: Metadata): { extension: MediaExtension } | { refused: string } {
  switch (meta.format) {
    case 'jpeg':
      return { extension: 'jpg' };
    case 'png':
    case 'webp':
    case 'gif':
      return { extension: meta.format };
    case 'tiff':
      return { extension: 'tif' };
    case 'heif':
      return meta.compression === 'av1'
        ? { extension: 'avif' }
        : { refused: 'HEIC photos cannot be read here; save it as JPEG and upload it again.' };
    case 'svg':
      return { refused: `SVG drawings are not accepted, only pictures (${ACCEPTED}).` };
    default:
      return { refused: `it is not a ${ACCEPTED} image.` };
  }
}

/**
 * Checks that the bytes really are a picture by decoding them (the declared type proves nothing),
 * then makes the large (within 1200×1200) and thumb (within 240×240) variants; the original is kept
 * byte for byte.
 */
export async function prepareImage(name: string, data: Buffer): Promise<ImageOutcome> {
  const refuse = (why: string): ImageOutcome => ({ ok: false, reason: `"${name}" was not accepted: ${why}` });
  if (data.length === 0) return refuse('the file is empty.');
  let meta: Metadata;
  try {
    // The header alone (no pixels are decoded), so that a picture too large is refused by name below.
    meta = await sharp(data, { ...decoding, limitInputPixels: false }).metadata();
  } catch {
    return refuse(`it is not an image (${ACCEPTED}).`);
  }
  const format = storedFormat(meta);
  if ('refused' in format) return refuse(format.refused);
  const original = format.extension;
  if (meta.width * meta.height > MAX_PIXELS) return refuse(`the picture is larger than ${MAX_PIXELS / 1_000_000} megapixels.`);

  // Variants are JPEG, or PNG where there is transparency to keep: both show everywhere, PDFs included.
  const variantExtension: MediaExtension = meta.hasAlpha ? 'png' : 'jpg';
  const base = sharp(data, decoding).autoOrient();
  const resized = (px: number) => {
    const pipeline = base.clone().resize(px, px, { fit: 'inside', withoutEnlargement: true });
    return (meta.hasAlpha ? pipeline.png() : pipeline.jpeg({ quality: 82 })).toBuffer();
  };
  let large: Buffer;
  let thumb: Buffer;
  try {
    [large, thumb] = await Promise.all([resized(LARGE_PX), resized(THUMB_PX)]);
  } catch {
    return refuse('the image is damaged or incomplete and cannot be read.');
  }
  return {
    ok: true,
    image: {
      fileName: cleanFileName(name, original),
      mimeType: MEDIA_CONTENT_TYPES[original],
      size: data.length,
      width: meta.autoOrient.width,
      height: meta.autoOrient.height,
      variants: [
        { variant: 'original', extension: original, body: data },
        { variant: 'large', extension: variantExtension, body: large },
        { variant: 'thumb', extension: variantExtension, body: thumb },
      ],
    },
  };
}
