import { isAnswered, isEmptyAnswer } from './answered';

describe('isAnswered', () => {
  it.each([null, undefined, '', '   ', [], Number.NaN])('%p is no answer', (value) => {
    expect(isAnswered(value)).toBe(false);
    expect(isEmptyAnswer(value)).toBe(true);
  });

  it.each([0, false, 'no', ['a'], { lat: 1, lng: 2 }, [{ file_id: 'f' }]])('%p is an answer', (value) => {
    expect(isAnswered(value)).toBe(true);
    expect(isEmptyAnswer(value)).toBe(false);
  });
});
