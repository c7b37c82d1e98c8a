import { DHASH_HEIGHT, DHASH_WIDTH, dHashOfGrey, hammingDistance } from './perceptual';

const grey = (value: (row: number, column: number) => number) =>
  Uint8Array.from({ length: DHASH_WIDTH * DHASH_HEIGHT }, (_, index) => value(Math.floor(index / DHASH_WIDTH), index % DHASH_WIDTH));

describe('dHashOfGrey', () => {
  test('sets no bit for a flat image and every bit for one that darkens to the right', () => {
    expect(dHashOfGrey(grey(() => 128))).toBe('0000000000000000');
    expect(dHashOfGrey(grey((_row, column) => 255 - column * 10))).toBe('ffffffffffffffff');
    expect(dHashOfGrey(grey((_row, column) => column * 10))).toBe('0000000000000000');
  });

  test('reads the first row into the highest bits, left to right', () => {
    // Only the first comparison of the first row is brighter on its left.
    expect(dHashOfGrey(grey((row, column) => (row === 0 && column === 0 ? 200 : 100)))).toBe('8000000000000000');
    // Only the last comparison of the last row.
    expect(dHashOfGrey(grey((row, column) => (row === DHASH_HEIGHT - 1 && column === DHASH_WIDTH - 2 ? 200 : 100)))).toBe('0000000000000001');
  });

  test('refuses an image of the wrong size', () => {
    expect(() => dHashOfGrey(new Uint8Array(64))).toThrow('dHash needs 72 grey pixels, got 64');
  });
});

describe('hammingDistance', () => {
  test('counts the differing bits of two 64-bit hashes', () => {
    expect(hammingDistance('0000000000000000', '0000000000000000')).toBe(0);
    expect(hammingDistance('0000000000000000', 'ffffffffffffffff')).toBe(64);
    expect(hammingDistance('8000000000000001', '0000000000000000')).toBe(2);
    expect(hammingDistance('00000000000000ff', '000000000000003f')).toBe(2);
    expect(hammingDistance('F0F0F0F0F0F0F0F0', 'f0f0f0f0f0f0f0f0')).toBe(0);
  });

  test('refuses anything but 16 hex digits', () => {
    expect(() => hammingDistance('abc', '0000000000000000')).toThrow('A perceptual hash is 16 hex digits');
  });
});
