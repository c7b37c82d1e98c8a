import decodeHeic from 'heic-decode';
import sharp, { type Sharp } from 'sharp';
import { DHASH_HEIGHT, DHASH_WIDTH, dHashOfGrey } from './perceptual';

/** The longest side of a thumbnail, in pixels. */
export const THUMBNAIL_SIZE = 320;
/** Larger images are refused by the decoder (pixels), against decompression bombs. */
const MAX_PIXELS = 100_000_000;

/**
 * A photo opened for resizing: JPEG and PNG by sharp; HEIC through heic-decode (libheif in WebAssembly), because
 * sharp's prebuilt libvips reads only AVIF among HEIF files, not the HEVC photos phones take. Null when it cannot
 * be decoded.
 */
export async function openImage(bytes: Buffer, contentType: string): Promise<Sharp | null> {
  try {
    if (contentType === 'image/heic') {
      const image = await decodeHeic({ buffer: bytes });
      if (image.width * image.height > MAX_PIXELS) return null;
      return sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), { raw: { width: image.width, height: image.height, channels: 4 } });
    }
    const image = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' });
    await image.metadata();
    return image.rotate();
  } catch {
    return null;
  }
}

/** A JPEG thumbnail, its longest side THUMBNAIL_SIZE, upright. */
export async function thumbnailOf(image: Sharp): Promise<Buffer> {
  return image.clone().resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true }).flatten({ background: '#ffffff' }).jpeg({ quality: 78 }).toBuffer();
}

/** The photo's 64-bit difference hash (see perceptual.ts), from its grey 9×8 reduction. */
export async function dHashOf(image: Sharp): Promise<string> {
  const pixels = await image.clone().flatten({ background: '#ffffff' }).greyscale().toColourspace('b-w').resize(DHASH_WIDTH, DHASH_HEIGHT, { fit: 'fill' }).raw().toBuffer();
  return dHashOfGrey(new Uint8Array(pixels.buffer, pixels.byteOffset, DHASH_WIDTH * DHASH_HEIGHT));
}
