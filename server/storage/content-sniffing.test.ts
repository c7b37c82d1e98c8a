/** @jest-environment node */
import { sniffContent } from './content-sniffing';
import { officeDocument, samples, zipArchive } from './testing/sample-files';

/** An .xlsx written by Python's zipfile module (deflated entries, the manifest not first). */
const XLSX_FROM_ANOTHER_TOOL = Buffer.from(
  'UEsDBBQAAAAIADQbdl0oUfnZXAAAAGoAAAALAAAAX3JlbHMvLnJlbHNNjMsNgCAQBVshFOCiBw+GTw92sCGrGPmFJcby5ejxzUyedm+K4qHGV8lGzpOSzuqdIvYBOFyVxSgyGxl6rxsA+0AJeSqV8jBHaQn7mO2Eiv7Gk2BRaoX2/5BgP1BLAwQUAAAACAA0G3ZdrGM8f78AAAD6AAAAEwAAAFtDb250ZW50X1R5cGVzXS54bWxdj8FOwzAMhl8lyhU1LjsghJruMInj4DAewCRuG7WxoySM8fak48bJsuz/++zheIubulIuQdjqR9NrRezEB56t/ri8ds/6OA6Xn0RFtVUuVi+1pheA4haKWIwk4jaZJEesrc0zJHQrzgSHvn8CJ1yJa1d3hh6Ht2bLwZN6x1zPGMlquG3wLXn9FFlNY2l1+gvtXqsxpS04rO1EuLL/Z+xkmoIjL+4rtogpKRP6shDVuJl7NREDP+xgGAe4PzP+AlBLAwQUAAAACAA0G3Zdzp6YEw0AAAALAAAADwAAAHhsL3dvcmtib29rLnhtbLMpzy/KTsrPz9a3AwBQSwECFAMUAAAACAA0G3ZdKFH52VwAAABqAAAACwAAAAAAAAAAAAAAgAEAAAAAX3JlbHMvLnJlbHNQSwECFAMUAAAACAA0G3ZdrGM8f78AAAD6AAAAEwAAAAAAAAAAAAAAgAGFAAAAW0NvbnRlbnRfVHlwZXNdLnhtbFBLAQIUAxQAAAAIADQbdl3OnpgTDQAAAAsAAAAPAAAAAAAAAAAAAACAAXUBAAB4bC93b3JrYm9vay54bWxQSwUGAAAAAAMAAwC3AAAArwEAAAAA',
  'base64',
);

describe('sniffContent', () => {
  it.each([
    ['pdf', 'application/pdf'],
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['gif', 'image/gif'],
    ['webp', 'image/webp'],
    ['docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
  ] as const)('recognises %s by its bytes', (sample, contentType) => {
    expect(sniffContent(samples[sample])).toEqual({ kind: 'binary', contentType });
  });

  it('reads an Office package written by another ZIP tool', () => {
    expect(sniffContent(XLSX_FROM_ANOTHER_TOOL)).toEqual({
      kind: 'binary',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
  });

  it.each(['csv', 'text', 'json'] as const)('treats %s as UTF-8 text', (sample) => {
    expect(sniffContent(samples[sample])).toEqual({ kind: 'text' });
  });

  it('refuses a macro-enabled Office document', () => {
    expect(sniffContent(officeDocument('xlsx', { macroEnabled: true }))).toEqual({
      kind: 'unknown',
      reason: 'a macro-enabled Office document',
    });
  });

  it('refuses a plain ZIP archive', () => {
    const zip = zipArchive([{ name: 'notes.txt', content: 'hello' }]);
    expect(sniffContent(zip)).toMatchObject({ kind: 'unknown', reason: 'a ZIP archive that is not an Office document' });
  });

  it('refuses a truncated ZIP archive', () => {
    expect(sniffContent(samples.docx.subarray(0, 40))).toMatchObject({ kind: 'unknown' });
  });

  it('refuses text with NUL bytes and invalid UTF-8', () => {
    expect(sniffContent(Buffer.from('a\u0000b', 'latin1'))).toMatchObject({ kind: 'unknown' });
    expect(sniffContent(Buffer.from([0x61, 0xc3, 0x28]))).toMatchObject({ kind: 'unknown' });
  });

  it('refuses an executable', () => {
    expect(sniffContent(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]))).toMatchObject({ kind: 'unknown' });
    expect(sniffContent(Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'))).toMatchObject({ kind: 'unknown' });
  });

  it('does not take a RIFF file that is not WebP for an image', () => {
    const wave = Buffer.concat([Buffer.from('RIFF', 'latin1'), Buffer.from([4, 0, 0, 0]), Buffer.from('WAVEfmt ', 'latin1')]);
    expect(sniffContent(wave)).toMatchObject({ kind: 'unknown' });
  });
});
