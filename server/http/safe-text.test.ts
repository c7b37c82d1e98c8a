/** @jest-environment node */
import { assertSafeJsonText, findUnsafeText, unsafeTextReason } from './safe-text';

describe('unsafe text', () => {
  it('finds a NUL and lone surrogates, and lets paired surrogates through', () => {
    expect(unsafeTextReason('a\u0000b')).toMatch(/NUL/);
    expect(unsafeTextReason('a\ud800b')).toMatch(/lone UTF-16 surrogate/);
    expect(unsafeTextReason('a\udc00')).toMatch(/lone UTF-16 surrogate/);
    expect(unsafeTextReason('🌱 été 生物炭')).toBeUndefined();
  });

  it('names the field, in values and keys, however deep', () => {
    expect(findUnsafeText({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toEqual({ field: 'a.1.c', reason: expect.stringMatching(/NUL/) });
    expect(findUnsafeText({ rows: [{ 'col\ud800': 1 }] })).toEqual({ field: 'rows.0.col\ud800', reason: expect.stringMatching(/key/) });
    let deep: unknown = 'x\u0000';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(findUnsafeText(deep)?.reason).toMatch(/NUL/);
  });

  it('parses a JSON text only when it holds an escape, and leaves malformed JSON to the validation', () => {
    expect(() => assertSafeJsonText('{"name":"a\\u0000"}')).toThrow(/Invalid body: name contains a NUL/);
    expect(() => assertSafeJsonText('{"name":"\\ud83c\\udf31"}')).not.toThrow();
    expect(() => assertSafeJsonText('{"name": "\\u0000')).not.toThrow();
    expect(() => assertSafeJsonText(`${'['.repeat(200_000)}"\\u0000"${']'.repeat(200_000)}`)).toThrow(/NUL/);
  });
});
