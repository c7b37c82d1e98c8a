import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell, TEST_ME } from '@/components/layout/testing/render-shell';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';
import type { CompanyFile } from '@/lib/schemas/companies';
import { COMPANY_VIEW } from '@/store/api/testing/companies';
import { CompanyScreen } from './CompanyScreen';

const api = routedApiForEachTest();

const LOGO: CompanyFile = {
  id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
  purpose: 'logo',
  name: 'ceres.png',
  content_type: 'image/png',
  size: 8,
  sha256: 'a'.repeat(64),
  uploaded_at: '2026-11-28T10:00:00.000Z',
};
const PNG_BYTES = '\x89PNG\r\n\x1a\n';
const drawn = jest.fn((_blob: Blob) => 'blob:company-logo');
const { createObjectURL, revokeObjectURL } = URL;

beforeEach(() => {
  drawn.mockClear();
  Object.assign(URL, { createObjectURL: drawn, revokeObjectURL: jest.fn() });
  api.on('GET', '/company_projects', { body: [] });
  api.on('GET', '/projects', { body: { items: [], total: 0, page: 1, page_size: 100 } });
});
afterEach(() => Object.assign(URL, { createObjectURL, revokeObjectURL }));

describe('the company logo (R-23.21)', () => {
  it('uploads a dropped PNG at once as the logo, and the header then draws it, read from the API', async () => {
    let uploaded = false;
    api.on('GET', '/company', () => ({ body: { ...COMPANY_VIEW, company: { ...COMPANY_VIEW.company!, has_logo: uploaded } } }));
    api.on('POST', '/company_files', () => {
      uploaded = true;
      return { body: LOGO };
    });
    // The list of the company's files, or one file's bytes (`file_id`).
    api.on('GET', '/company_files', (call) => ({ body: new URL(call.url, 'https://app.test').searchParams.has('file_id') ? PNG_BYTES : [LOGO] }));
    renderInShell(<CompanyScreen />, { me: TEST_ME });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Ceres Biochar SAS' });
    expect(screen.queryByRole('img', { name: 'Logo of Ceres Biochar SAS' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const area = await screen.findByRole('button', { name: 'Drop a logo here or choose one' });
    const file = new File([PNG_BYTES], 'ceres.png', { type: 'image/png' });
    fireEvent.dragEnter(area, { dataTransfer: { files: [file], types: ['Files'] } });
    fireEvent.drop(area, { dataTransfer: { files: [file], types: ['Files'] } });

    // Sent at once, without saving the form: the file with `purpose: logo`.
    await waitFor(() => expect(api.callsTo('POST', '/company_files')).toHaveLength(1));
    const form = api.callsTo('POST', '/company_files')[0].init.body as FormData;
    expect(JSON.parse(String(form.get('data')))).toEqual({ kind: 'developer', purpose: 'logo' });
    expect(form.get('file')).toMatchObject({ name: 'ceres.png', type: 'image/png' });
    expect(await screen.findByRole('status')).toHaveTextContent('The logo is saved.');
    expect(api.callsTo('PUT', '/company')).toHaveLength(0);

    // The company is read again; the header reads the logo's bytes and draws them from memory.
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const header = heading.closest('.mantine-Group-root') as HTMLElement;
    await waitFor(() => expect(header.querySelector('img')).toHaveAttribute('src', 'blob:company-logo'));
    expect(header.querySelector('img')).toHaveAttribute('alt', 'Logo of Ceres Biochar SAS');
    const read = api.callsTo('GET', '/company_files').filter((call) => call.url.includes('file_id='));
    expect(read.length).toBeGreaterThan(0);
    expect(new URL(read[0].url, 'https://app.test').searchParams.get('file_id')).toBe(LOGO.id);
    expect(drawn.mock.calls[0][0]).toMatchObject({ type: 'image/png', size: PNG_BYTES.length });
  });
});
