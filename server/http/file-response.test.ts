/** @jest-environment node */
import { Readable } from 'node:stream';
import { fileResponse } from './file-response';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('fileResponse', () => {
  it('sends stored bytes as a download with their type, length, name, no caching, the ETag and nosniff', async () => {
    const stream = Readable.from([bytes('%PDF-1.7 '), bytes('rest')]);
    const response = fileResponse({ stream, size: 13 }, { name: 'plan.pdf', contentType: 'application/pdf', disposition: 'attachment', sha256: 'ab12' });

    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toEqual({
      'content-type': 'application/pdf',
      'content-length': '13',
      'content-disposition': `attachment; filename="plan.pdf"; filename*=UTF-8''plan.pdf`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      etag: '"ab12"',
    });
    expect(await response.text()).toBe('%PDF-1.7 rest');
  });

  it('sends bytes in memory inline, counting their length, with a private cache time when asked and no ETag without a digest', async () => {
    const body = bytes('\u0089PNG…');
    const response = fileResponse(body, { name: 'logo.png', contentType: 'image/png', disposition: 'inline', caching: { maxAgeSeconds: 60 } });

    expect(response.headers.get('content-length')).toBe(String(body.byteLength));
    expect(response.headers.get('content-disposition')).toBe(`inline; filename="logo.png"; filename*=UTF-8''logo.png`);
    expect(response.headers.get('cache-control')).toBe('private, max-age=60');
    expect(response.headers.has('etag')).toBe(false);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(body);
  });

  it('streams a file made as it is sent without a length', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes('a,b\r\n'));
        controller.enqueue(bytes('1,2\r\n'));
        controller.close();
      },
    });
    const response = fileResponse(body, { name: 'data.csv', contentType: 'text/csv; charset=utf-8', disposition: 'attachment' });

    expect(response.headers.has('content-length')).toBe(false);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe('a,b\r\n1,2\r\n');
  });

  it('keeps quotes and percent signs out of the quoted name and gives the exact name, encoded, in filename*', () => {
    const response = fileResponse(bytes('x'), { name: `the "final" 100% plan's copy.txt`, contentType: 'text/plain', disposition: 'attachment' });
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="the _final_ 100_ plan's copy.txt"; filename*=UTF-8''the%20%22final%22%20100%25%20plan%27s%20copy.txt`,
    );
  });

  it('names a file of French, German and Japanese characters exactly in filename*, with a readable ASCII fallback', () => {
    const disposition = (name: string) => fileResponse(bytes('x'), { name, contentType: 'application/pdf', disposition: 'attachment' }).headers.get('content-disposition');

    expect(disposition('Étude de faisabilité – Güssing.pdf')).toBe(
      `attachment; filename="Etude de faisabilite _ Gussing.pdf"; filename*=UTF-8''%C3%89tude%20de%20faisabilit%C3%A9%20%E2%80%93%20G%C3%BCssing.pdf`,
    );
    expect(disposition('報告書.pdf')).toBe(`attachment; filename="___.pdf"; filename*=UTF-8''%E5%A0%B1%E5%91%8A%E6%9B%B8.pdf`);
  });

  it('never lets a name add a header or a path', () => {
    const response = fileResponse(bytes('x'), { name: '../x\r\nSet-Cookie: a=b.pdf', contentType: 'application/pdf', disposition: 'attachment' });
    expect(response.headers.has('set-cookie')).toBe(false);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="xSet-Cookie: a=b.pdf"; filename*=UTF-8''xSet-Cookie%3A%20a%3Db.pdf`);
  });

  it('names a file whose name is empty "download", and never sends a negative cache time', () => {
    const response = fileResponse(bytes('x'), { name: '', contentType: 'text/csv', disposition: 'attachment', caching: { maxAgeSeconds: -5 } });
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="download"; filename*=UTF-8''download`);
    expect(response.headers.get('cache-control')).toBe('private, max-age=0');
  });
});
