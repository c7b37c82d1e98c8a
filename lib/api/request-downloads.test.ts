import { API_KEY_HEADER, request } from './request';
import { fakeFetchForEachTest, TEST_API_KEY } from './testing/for-each-test';

const fake = fakeFetchForEachTest();

function headersOf(call = 0): Headers {
  return new Headers(fake.calls[call].init.headers);
}

describe('CSV and file modes', () => {
  let createObjectURL: jest.Mock;
  let revokeObjectURL: jest.Mock;
  let clicked: HTMLAnchorElement[];

  beforeEach(() => {
    createObjectURL = jest.fn(() => 'blob:csv');
    revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    clicked = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('sends text/csv, reads the answer as text and downloads it as data.csv', async () => {
    jest.useFakeTimers();
    fake.reply({ status: 200, body: 'name,score\nKiln,80\n' });
    const text = await request<string>('GET', '/get_project_questionnarie', { id: 'p1' }, { csv: true });
    expect(text).toBe('name,score\nKiln,80\n');
    expect(headersOf().get('Content-Type')).toBe('text/csv');
    expect(clicked).toHaveLength(1);
    expect(clicked[0].download).toBe('data.csv');
    expect(clicked[0].href).toBe('blob:csv');
    expect(createObjectURL.mock.calls[0][0]).toBeInstanceOf(Blob);
    jest.runOnlyPendingTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:csv');
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('raises a body status error in CSV mode without downloading', async () => {
    fake.reply({ status: 200, body: { status: 403, message: 'Not yours' } });
    await expect(request('GET', '/internal/users_export', undefined, { csv: true })).rejects.toMatchObject({
      code: 403,
      message: 'Not yours',
    });
    expect(clicked).toHaveLength(0);
  });

  it('saves a file answer under the name the server gives, else the one asked for', async () => {
    fake.reply({ status: 200, body: '%PDF-1.7', headers: { 'Content-Disposition': `attachment; filename*=UTF-8''permis%20d%C3%A9p%C3%B4t.pdf` } });
    await expect(request('GET', '/files', { project_id: 'p1', file_id: 'f1' }, { download: 'permit.pdf' })).resolves.toBeUndefined();
    expect(fake.calls[0].url).toBe('/api/files?project_id=p1&file_id=f1');
    expect(headersOf().get(API_KEY_HEADER)).toBe(TEST_API_KEY);
    fake.reply({ status: 200, body: 'bytes' });
    await request('GET', '/files', { project_id: 'p1', file_id: 'f2' }, { download: 'permit.pdf' });
    expect(clicked.map((link) => link.download)).toEqual(['permis dépôt.pdf', 'permit.pdf']);
  });

  it('raises a failed file answer with the API message, without downloading', async () => {
    fake.reply({ status: 404, body: { detail: { message: 'File not found' } } });
    await expect(request('GET', '/files', { project_id: 'p1', file_id: 'f1' }, { download: 'permit.pdf' })).rejects.toMatchObject({
      code: 404,
      message: 'File not found',
    });
    expect(clicked).toHaveLength(0);
  });

  it('raises a non-200 answer in CSV mode without downloading', async () => {
    fake.reply({ status: 500, body: { detail: { message: 'Export failed' } } });
    await expect(request('GET', '/internal/users_export', undefined, { csv: true })).rejects.toMatchObject({
      code: 500,
      message: 'Export failed',
    });
    expect(clicked).toHaveLength(0);
  });
});
