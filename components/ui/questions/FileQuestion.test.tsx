import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROJECT_ID, USER } from '@/store/api/testing/projects';
import { label, lastCall, renderQuestion } from './testing/render-question';
import { fakeFetchForEachTest } from '@/lib/api/testing/for-each-test';

jest.mock('next/router', () => ({ useRouter: () => ({ pathname: '/', query: {}, push: jest.fn(), replace: jest.fn() }) }));

describe('file question', () => {
  const fake = fakeFetchForEachTest();

  it('uploads to /files (multipart) and answers [{fileId, name}]', async () => {
    const stored = {
      id: '3f1e2d3c-4b5a-4c6d-8e7f-8a9b0c1d2e3f',
      name: 'permit.pdf',
      path: 'projects/p/permit.pdf',
      size: 8,
      sha256: 'a'.repeat(64),
      content_type: 'application/pdf',
      uploaded_at: '2026-03-02T10:00:00.000Z',
      uploaded_by: USER,
    };
    fake.reply({ body: stored });
    const { onChange } = renderQuestion({ id: 'evidence', type: 'file', label: label('Evidence'), weight: 1, accept: ['document'], validation: { required: false, max: 3 } }, [
      { file_id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', name: 'earlier.pdf' },
    ]);
    expect(screen.getByText('earlier.pdf')).toBeInTheDocument();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['%PDF-1.7'], 'permit.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(fake.calls[0].url).toBe('/api/files');
    const body = fake.calls[0].init.body as FormData;
    expect(body.get('data')).toBe(JSON.stringify({ project_id: PROJECT_ID }));
    expect(lastCall(onChange)).toEqual([
      [
        { file_id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', name: 'earlier.pdf' },
        { file_id: stored.id, name: 'permit.pdf' },
      ],
      'now',
    ]);
  });

  it('removes an attached file; the last one removed clears the answer', async () => {
    const { onChange } = renderQuestion({ id: 'evidence', type: 'file', label: label('Evidence'), weight: 1, accept: ['image'] }, [
      { file_id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', name: 'photo.jpg' },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo.jpg' }));
    expect(lastCall(onChange)).toEqual([null, 'now']);
  });
});
