import sharp from 'sharp';

const WIDTH = 64;
const HEIGHT = 48;

/** Degrees as EXIF's rational degrees, minutes, seconds. */
function rational(value: number): string {
  const absolute = Math.abs(value);
  const degrees = Math.floor(absolute);
  const minutes = Math.floor((absolute - degrees) * 60);
  const seconds = Math.round(((absolute - degrees) * 60 - minutes) * 60 * 100);
  return `${degrees}/1 ${minutes}/1 ${seconds}/100`;
}

/** A small demo JPEG (a flat colour by seed) with its capture time (UTC) and position in EXIF, as a phone writes them. */
export async function demoPhoto(seed: number, takenAt: Date, latitude: number, longitude: number): Promise<Buffer> {
  // 8×8 blocks of grey levels drawn from the seed: photos of different seeds have far-apart perceptual hashes.
  let state = (seed * 2654435761) >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) % 256;
  };
  const blocks = Array.from({ length: 64 }, next);
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let y = 0; y < HEIGHT; y += 1)
    for (let x = 0; x < WIDTH; x += 1) {
      const value = blocks[Math.floor((y * 8) / HEIGHT) * 8 + Math.floor((x * 8) / WIDTH)];
      pixels.fill(value, (y * WIDTH + x) * 3, (y * WIDTH + x) * 3 + 3);
    }
  const wall = takenAt.toISOString().slice(0, 19).replace('T', ' ').replaceAll('-', ':');
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 80 })
    .withExif({
      IFD0: { Make: 'Groundwork demo' },
      IFD2: { DateTimeOriginal: wall, OffsetTimeOriginal: '+00:00' },
      IFD3: { GPSLatitudeRef: latitude < 0 ? 'S' : 'N', GPSLatitude: rational(latitude), GPSLongitudeRef: longitude < 0 ? 'W' : 'E', GPSLongitude: rational(longitude) },
    })
    .toBuffer();
}
