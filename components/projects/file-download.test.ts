import { fileNameFrom } from './file-download';

describe('fileNameFrom', () => {
  it('reads the RFC 6266 name first, then the plain one, else the fallback', () => {
    expect(fileNameFrom(`attachment; filename="permit.pdf"; filename*=UTF-8''permis%20d%C3%A9p%C3%B4t.pdf`, 'x')).toBe('permis dépôt.pdf');
    expect(fileNameFrom('attachment; filename="permit.pdf"', 'x')).toBe('permit.pdf');
    expect(fileNameFrom(null, 'fallback.pdf')).toBe('fallback.pdf');
  });
});
