/** The side of the grey image dHash reads: 9 columns by 8 rows gives 8 comparisons per row, 64 bits. */
export const DHASH_WIDTH = 9;
export const DHASH_HEIGHT = 8;

/**
 * The 64-bit difference hash of a 9×8 grey image (row by row, one byte per pixel): bit set where a pixel is brighter
 * than its right neighbour, first row first. As 16 hex digits.
 */
export function dHashOfGrey(pixels: Uint8Array): string {
  if (pixels.length !== DHASH_WIDTH * DHASH_HEIGHT) throw new Error(`dHash needs ${DHASH_WIDTH * DHASH_HEIGHT} grey pixels, got ${pixels.length}`);
  let hash = 0n;
  for (let row = 0; row < DHASH_HEIGHT; row += 1) {
    for (let column = 0; column < DHASH_WIDTH - 1; column += 1) {
      const left = pixels[row * DHASH_WIDTH + column];
      const right = pixels[row * DHASH_WIDTH + column + 1];
      hash = (hash << 1n) | (left > right ? 1n : 0n);
    }
  }
  return hash.toString(16).padStart(16, '0');
}

function popcount32(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** How many of the 64 bits differ between two hashes of 16 hex digits. */
export function hammingDistance(a: string, b: string): number {
  if (!/^[0-9a-f]{16}$/i.test(a) || !/^[0-9a-f]{16}$/i.test(b)) throw new Error('A perceptual hash is 16 hex digits');
  const high = parseInt(a.slice(0, 8), 16) ^ parseInt(b.slice(0, 8), 16);
  const low = parseInt(a.slice(8), 16) ^ parseInt(b.slice(8), 16);
  return popcount32(high) + popcount32(low);
}
