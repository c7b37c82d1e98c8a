import { batchesOf } from './upload-batches';

describe('batchesOf', () => {
  const sized = (...sizes: number[]) => sizes.map((size, index) => ({ size, index }));

  it('keeps the order and splits by count', () => {
    expect(batchesOf(sized(1, 1, 1, 1, 1), 2, 100).map((batch) => batch.map((file) => file.index))).toEqual([[0, 1], [2, 3], [4]]);
  });

  it('splits by bytes, and sends a file larger than a batch alone', () => {
    expect(batchesOf(sized(60, 50, 200, 10), 10, 100).map((batch) => batch.map((file) => file.index))).toEqual([[0], [1], [2], [3]]);
    expect(batchesOf(sized(40, 50, 20), 10, 100).map((batch) => batch.length)).toEqual([2, 1]);
  });

  it('answers nothing for no file', () => {
    expect(batchesOf([], 5)).toEqual([]);
  });
});
