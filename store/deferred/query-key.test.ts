import { queryKey } from './query-key';

describe('queryKey', () => {
  it('names the endpoint and the argument', () => {
    expect(queryKey('getProject', 'p-1')).toBe('getProject("p-1")');
    expect(queryKey('getMe', undefined)).toBe('getMe()');
  });

  it('gives the same key to objects whose keys come in another order, at any depth', () => {
    expect(queryKey('list', { b: 1, a: { d: [2, { y: 1, x: 0 }], c: null } })).toBe(queryKey('list', { a: { c: null, d: [2, { x: 0, y: 1 }] }, b: 1 }));
  });

  it('tells different arguments apart', () => {
    expect(queryKey('list', { page: 1 })).not.toBe(queryKey('list', { page: 2 }));
    expect(queryKey('list', 1)).not.toBe(queryKey('other', 1));
  });
});
