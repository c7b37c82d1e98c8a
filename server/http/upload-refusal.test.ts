/** @jest-environment node */
import { uploadRules } from '@/server/storage/upload-acceptance';
import { samples } from '@/server/storage/testing/sample-files';
import { ApiError } from './errors';
import { acceptUploadedFile } from './upload-refusal';

const rules = uploadRules({ MAX_UPLOAD_BYTES: String(1024 * 1024) });

function refusalOf(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the upload was accepted');
}

describe('acceptUploadedFile', () => {
  it('hands back the verified file', () => {
    const accepted = acceptUploadedFile({ name: 'plan.pdf', declaredType: 'application/pdf', bytes: samples.pdf }, 'document', rules);
    expect(accepted).toMatchObject({ contentType: 'application/pdf', size: samples.pdf.byteLength, safeName: 'plan.pdf' });
  });

  it('answers an empty file with 400', () => {
    const refusal = refusalOf(() => acceptUploadedFile({ name: 'empty.pdf', declaredType: '', bytes: new Uint8Array() }, 'document', rules));
    expect([refusal.status, refusal.message, refusal.extra]).toEqual([400, 'The file is empty', {}]);
  });

  it('answers a file past its kind’s limit with 413 and the limit in bytes', () => {
    const bytes = new Uint8Array([...samples.png, ...new Uint8Array(3 * 1024 * 1024)]);
    const refusal = refusalOf(() => acceptUploadedFile({ name: 'logo.png', declaredType: 'image/png', bytes }, 'avatar', uploadRules({})));
    expect([refusal.status, refusal.extra]).toEqual([413, { limit_bytes: 2 * 1024 * 1024 }]);
    expect(refusal.message).toBe('The file is 3.01 MB; avatar files may be at most 2 MB');
  });

  it('answers a type the kind does not take, or bytes that are not what was declared, with 415', () => {
    const pdfAsLogo = refusalOf(() => acceptUploadedFile({ name: 'logo.pdf', declaredType: 'application/pdf', bytes: samples.pdf }, 'avatar', rules));
    expect([pdfAsLogo.status, pdfAsLogo.extra]).toEqual([415, {}]);
    expect(pdfAsLogo.message).toMatch(/^A PDF document cannot be uploaded as avatar; accepted: /);
    const disguised = refusalOf(() => acceptUploadedFile({ name: 'plan.pdf', declaredType: 'application/pdf', bytes: samples.png }, 'document', rules));
    expect([disguised.status, disguised.message]).toEqual([415, 'The file was declared as a PDF document but its content is a PNG image']);
  });
});
