import piexif from 'piexifjs';
import sharp from 'sharp';

export interface PhotoOptions {
  /** The wall-clock capture time written to DateTimeOriginal, "YYYY:MM:DD HH:MM:SS". */
  wallTime?: string;
  /** Written to OffsetTimeOriginal, "+02:00". */
  offset?: string;
  latitude?: number;
  longitude?: number;
  /** Which picture: photos of different seeds look different (their perceptual hashes are far apart). */
  seed?: number;
  /** JPEG quality: the same seed at another quality is a near-duplicate with other bytes. */
  quality?: number;
  width?: number;
  height?: number;
}

/** A picture of coloured stripes whose order and widths follow the seed. */
async function picture(seed: number, width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let state = (seed * 2654435761) >>> 0 || 1;
  const random = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
  const blocks = Array.from({ length: 8 }, () => Array.from({ length: 8 }, () => Math.floor(random() * 255)));
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const value = blocks[Math.floor((y * 8) / height)][Math.floor((x * 8) / width)];
      const offset = (y * width + x) * 3;
      pixels[offset] = value;
      pixels[offset + 1] = (value * 7) % 256;
      pixels[offset + 2] = 255 - value;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

function dms(value: number): [number, number][] {
  const absolute = Math.abs(value);
  const degrees = Math.floor(absolute);
  const minutes = Math.floor((absolute - degrees) * 60);
  const seconds = Math.round(((absolute - degrees) * 60 - minutes) * 60 * 10000);
  return [
    [degrees, 1],
    [minutes, 1],
    [seconds, 10000],
  ];
}

/** A JPEG photo with the EXIF asked for (none at all when no option names one). */
export async function makePhoto(options: PhotoOptions = {}): Promise<Buffer> {
  const jpeg = await sharp(await picture(options.seed ?? 1, options.width ?? 96, options.height ?? 72))
    .jpeg({ quality: options.quality ?? 90 })
    .toBuffer();
  const exif: Record<number, unknown> = {};
  const gps: Record<number, unknown> = {};
  if (options.wallTime) exif[piexif.ExifIFD.DateTimeOriginal] = options.wallTime;
  if (options.offset) exif[0x9011] = options.offset; // OffsetTimeOriginal
  if (options.latitude !== undefined && options.longitude !== undefined) {
    gps[piexif.GPSIFD.GPSLatitudeRef] = options.latitude < 0 ? 'S' : 'N';
    gps[piexif.GPSIFD.GPSLatitude] = dms(options.latitude);
    gps[piexif.GPSIFD.GPSLongitudeRef] = options.longitude < 0 ? 'W' : 'E';
    gps[piexif.GPSIFD.GPSLongitude] = dms(options.longitude);
  }
  if (Object.keys(exif).length === 0 && Object.keys(gps).length === 0) return jpeg;
  const bytes = piexif.dump({ '0th': {}, Exif: exif, GPS: gps });
  return Buffer.from(piexif.insert(bytes, jpeg.toString('binary')), 'binary');
}

/** A point `metres` due north of a position (a meridian degree is about 111,195 m on the mean sphere). */
export function northOf(position: { latitude: number; longitude: number }, metres: number): { latitude: number; longitude: number } {
  return { latitude: position.latitude + (metres / 6_371_008.8) * (180 / Math.PI), longitude: position.longitude };
}
