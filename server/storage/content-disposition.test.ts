/** @jest-environment node */
import { contentDisposition } from './content-disposition';

describe('contentDisposition', () => {
  it('gives a plain ASCII name both ways', () => {
    expect(contentDisposition('report.pdf')).toBe(`attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`);
  });

  it('encodes a UTF-8 name in filename* and transliterates the fallback', () => {
    expect(contentDisposition('Étude été.pdf')).toBe(`attachment; filename="Etude ete.pdf"; filename*=UTF-8''%C3%89tude%20%C3%A9t%C3%A9.pdf`);
  });

  it('replaces what cannot be said in ASCII in the fallback', () => {
    expect(contentDisposition('报告.pdf')).toBe(`attachment; filename="__.pdf"; filename*=UTF-8''%E6%8A%A5%E5%91%8A.pdf`);
  });

  it('keeps quotes, backslashes and percent signs out of the quoted fallback and encodes them in filename*', () => {
    expect(contentDisposition('a"b%20c.txt')).toBe(`attachment; filename="a_b_20c.txt"; filename*=UTF-8''a%22b%2520c.txt`);
  });

  it("encodes the characters encodeURIComponent leaves alone but RFC 8187 does not allow: ' ( ) *", () => {
    expect(contentDisposition("it's (final)*.csv")).toBe(`attachment; filename="it's (final)*.csv"; filename*=UTF-8''it%27s%20%28final%29%2A.csv`);
  });

  it('drops control characters so no header can be injected', () => {
    const header = contentDisposition('evil\r\nSet-Cookie: a=b.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toBe(`attachment; filename="evilSet-Cookie: a=b.pdf"; filename*=UTF-8''evilSet-Cookie%3A%20a%3Db.pdf`);
  });

  it('drops any directory part', () => {
    expect(contentDisposition('../../secret/plan.pdf')).toBe(`attachment; filename="plan.pdf"; filename*=UTF-8''plan.pdf`);
  });

  it('names an empty file name "download" and supports inline', () => {
    expect(contentDisposition('', 'inline')).toBe(`inline; filename="download"; filename*=UTF-8''download`);
  });
});
