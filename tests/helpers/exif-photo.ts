import jpeg from 'jpeg-js';

/**
 * Test photos made here, not copied from elsewhere (issue 22): a small JPEG drawn from a seed, with an EXIF block
 * (APP1) giving its capture time (DateTimeOriginal with OffsetTimeOriginal) and, when asked, its GPS position. The
 * field uploads' API tests and the phone's end-to-end spec take them as files.
 */
export interface PhotoFacts {
  /** The capture time, written in UTC (`OffsetTimeOriginal` +00:00). */
  takenAt?: Date;
  latitude?: number;
  longitude?: number;
  /** Draws a different picture for each seed (so that no two are near-duplicates by accident). */
  seed?: number;
  /** Width and height in pixels (default 64). */
  size?: number;
}

const TYPE_ASCII = 2;
const TYPE_LONG = 4;
const TYPE_RATIONAL = 5;

interface Entry {
  tag: number;
  type: number;
  count: number;
  /** Inline value (LONG, or ASCII of 4 bytes at most) or the bytes written after the IFD. */
  value: number | Buffer;
}

function ascii(text: string): Buffer {
  return Buffer.from(`${text}\0`, 'latin1');
}

function rationals(values: [number, number][]): Buffer {
  const buffer = Buffer.alloc(values.length * 8);
  values.forEach(([numerator, denominator], index) => {
    buffer.writeUInt32LE(numerator, index * 8);
    buffer.writeUInt32LE(denominator, index * 8 + 4);
  });
  return buffer;
}

function degrees(value: number): Buffer {
  const absolute = Math.abs(value);
  const whole = Math.floor(absolute);
  const minutes = Math.floor((absolute - whole) * 60);
  const seconds = Math.round(((absolute - whole) * 60 - minutes) * 60 * 1000);
  return rationals([
    [whole, 1],
    [minutes, 1],
    [seconds, 1000],
  ]);
}

/** One IFD at `start` (offsets from the TIFF header): its entries, then the data that does not fit inline. */
function ifd(entries: Entry[], start: number): Buffer {
  const head = Buffer.alloc(2 + entries.length * 12 + 4);
  head.writeUInt16LE(entries.length, 0);
  const data: Buffer[] = [];
  let dataOffset = start + head.length;
  entries.forEach((entry, index) => {
    const at = 2 + index * 12;
    head.writeUInt16LE(entry.tag, at);
    head.writeUInt16LE(entry.type, at + 2);
    head.writeUInt32LE(entry.count, at + 4);
    if (typeof entry.value === 'number') head.writeUInt32LE(entry.value, at + 8);
    else if (entry.value.length <= 4) entry.value.copy(head, at + 8);
    else {
      head.writeUInt32LE(dataOffset, at + 8);
      const padded = entry.value.length % 2 ? Buffer.concat([entry.value, Buffer.alloc(1)]) : entry.value;
      data.push(padded);
      dataOffset += padded.length;
    }
  });
  return Buffer.concat([head, ...data]);
}

function exifDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getUTCFullYear()}:${pad(date.getUTCMonth() + 1)}:${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
}

/** The TIFF structure of the EXIF block: IFD0 pointing at the Exif IFD (time) and the GPS IFD (position). */
function tiff(facts: PhotoFacts): Buffer {
  const header = Buffer.from([0x49, 0x49, 0x2a, 0x00, 0x08, 0x00, 0x00, 0x00]);
  const hasGps = facts.latitude !== undefined && facts.longitude !== undefined;
  const ifd0Length = 2 + (hasGps ? 2 : 1) * 12 + 4;
  const exifStart = 8 + ifd0Length;
  const exif = facts.takenAt
    ? ifd(
        [
          { tag: 0x9003, type: TYPE_ASCII, count: 20, value: ascii(exifDate(facts.takenAt)) },
          { tag: 0x9011, type: TYPE_ASCII, count: 7, value: ascii('+00:00') },
        ],
        exifStart,
      )
    : ifd([], exifStart);
  const gpsStart = exifStart + exif.length;
  const gps = hasGps
    ? ifd(
        [
          { tag: 0x0001, type: TYPE_ASCII, count: 2, value: ascii(facts.latitude! < 0 ? 'S' : 'N') },
          { tag: 0x0002, type: TYPE_RATIONAL, count: 3, value: degrees(facts.latitude!) },
          { tag: 0x0003, type: TYPE_ASCII, count: 2, value: ascii(facts.longitude! < 0 ? 'W' : 'E') },
          { tag: 0x0004, type: TYPE_RATIONAL, count: 3, value: degrees(facts.longitude!) },
        ],
        gpsStart,
      )
    : Buffer.alloc(0);
  const ifd0Entries: Entry[] = [{ tag: 0x8769, type: TYPE_LONG, count: 1, value: exifStart }];
  if (hasGps) ifd0Entries.push({ tag: 0x8825, type: TYPE_LONG, count: 1, value: gpsStart });
  return Buffer.concat([header, ifd(ifd0Entries, 8), exif, gps]);
}

/** A picture of bands whose colours and widths follow the seed. */
function pixels(seed: number, size: number): Buffer {
  const data = Buffer.alloc(size * size * 4);
  let state = (seed * 2654435761) >>> 0 || 1;
  const next = () => (state = (state * 1103515245 + 12345) >>> 0) / 2 ** 32;
  const blocks = Array.from({ length: 16 }, () => [next() * 255, next() * 255, next() * 255]);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const [r, g, b] = blocks[Math.floor((y * 4) / size) * 4 + Math.floor((x * 4) / size)];
      const at = (y * size + x) * 4;
      data[at] = r;
      data[at + 1] = g;
      data[at + 2] = b;
      data[at + 3] = 255;
    }
  }
  return data;
}

/** A JPEG with the EXIF block of the facts given (none when no time and no position are given). */
export function makePhoto(facts: PhotoFacts = {}): Buffer {
  const size = facts.size ?? 64;
  const encoded = Buffer.from(jpeg.encode({ width: size, height: size, data: pixels(facts.seed ?? 1, size) }, 90).data);
  if (!facts.takenAt && facts.latitude === undefined) return encoded;
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff(facts)]);
  const app1 = Buffer.alloc(4);
  app1.writeUInt16BE(0xffe1, 0);
  app1.writeUInt16BE(body.length + 2, 2);
  // After SOI (FF D8): the EXIF segment comes first, as cameras write it.
  return Buffer.concat([encoded.subarray(0, 2), app1, body, encoded.subarray(2)]);
}
