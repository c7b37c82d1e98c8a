import { fileNameFrom, OBJECT_URL_LIFETIME_MS, saveAsFile } from './download';

describe('fileNameFrom', () => {
  it('reads the RFC 6266 name first, then the plain one, else the fallback', () => {
    expect(fileNameFrom(`attachment; filename="permit.pdf"; filename*=UTF-8''permis%20d%C3%A9p%C3%B4t.pdf`, 'x')).toBe('permis dépôt.pdf');
    expect(fileNameFrom('attachment; filename="permit.pdf"', 'x')).toBe('permit.pdf');
    expect(fileNameFrom(`attachment; filename*=UTF-8''%E0%A4%A`, 'broken.pdf')).toBe('broken.pdf');
    expect(fileNameFrom(null, 'fallback.pdf')).toBe('fallback.pdf');
  });
});

describe('saveAsFile', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('clicks a temporary link to the content, removes it, and frees the URL once the download has started', () => {
    jest.useFakeTimers();
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:file'), revokeObjectURL });
    const clicked: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });

    saveAsFile(new Blob(['x']), 'report.pdf');

    expect(clicked.map((link) => [link.download, link.href])).toEqual([['report.pdf', 'blob:file']]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revokeObjectURL).not.toHaveBeenCalled();
    jest.advanceTimersByTime(OBJECT_URL_LIFETIME_MS);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:file');
  });
});
