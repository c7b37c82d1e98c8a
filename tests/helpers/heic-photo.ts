import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A real HEIC photo (HEVC, made by libheif's heif-enc with x265; EXIF by exiftool: see
 * tests/fixtures/make-heic-photo.sh) with its capture time set to the one asked. The fixture's EXIF holds
 * DateTimeOriginal "2026:01:01 12:00:00" with OffsetTimeOriginal "+00:00" and the GPS position below; the time asked
 * is written over those 19 characters in UTC, so no length or offset in the file changes.
 */
export const HEIC_POSITION = { latitude: 47.3912, longitude: 0.6849 };
const PLACEHOLDER = '2026:01:01 12:00:00';
const FIXTURE = path.join(__dirname, '..', 'fixtures', 'kiln-door.heic');

export function heicPhoto(takenAt: Date): Buffer {
  const bytes = readFileSync(FIXTURE);
  const at = bytes.indexOf(PLACEHOLDER, 0, 'latin1');
  if (at < 0 || bytes.indexOf(PLACEHOLDER, at + 1, 'latin1') >= 0) throw new Error('kiln-door.heic should hold its placeholder capture time once');
  const wall = takenAt.toISOString().slice(0, 19).replace(/-/g, ':').replace('T', ' ');
  bytes.write(wall, at, 'latin1');
  return bytes;
}
