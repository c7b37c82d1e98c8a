/** @jest-environment node */
import { uploadRules } from '@/server/storage/upload-acceptance';
import { samples } from '@/server/storage/testing/sample-files';
import { ApiError } from './errors';
import { acceptUploadedFile, type UploadToCheck } from './upload-refusal';

const rules = uploadRules({ MAX_UPLOAD_BYTES: String(1024 * 1024) });
const refused = (status: number, message: string | RegExp, extra: Record<string, unknown> = {}) =>
  expect.objectContaining({ constructor: ApiError, status, message: typeof message === 'string' ? message : expect.stringMatching(message), extra });
const asLogo =
  (file: UploadToCheck, limits = rules) =>
  () =>
    acceptUploadedFile(file, 'avatar', limits);
const asDocument = (file: UploadToCheck) => () => acceptUploadedFile(file, 'document', rules);

describe('acceptUploadedFile', () => {
  it('hands back the verified file', () => {
    const accepted = acceptUploadedFile({ name: 'plan.pdf', declaredType: 'application/pdf', bytes: samples.pdf }, 'document', rules);
    expect(accepted).toMatchObject({ contentType: 'application/pdf', size: samples.pdf.byteLength, safeName: 'plan.pdf' });
  });

  it('answers an empty file with 400', () => {
    expect(asDocument({ name: 'empty.pdf', declaredType: '', bytes: new Uint8Array() })).toThrow(refused(400, 'The file is empty'));
  });

  it('answers a file past its kind’s limit with 413 and the limit in bytes', () => {
    const bytes = Buffer.concat([samples.png, Buffer.alloc(3 * 1024 * 1024)]);
    expect(asLogo({ name: 'logo.png', declaredType: 'image/png', bytes }, uploadRules({}))).toThrow(
      refused(413, 'The file is 3.01 MB; avatar files may be at most 2 MB', { limit_bytes: 2 * 1024 * 1024 }),
    );
  });

  it('answers a type the kind does not take, or bytes that are not what was declared, with 415', () => {
    expect(asLogo({ name: 'logo.pdf', declaredType: 'application/pdf', bytes: samples.pdf })).toThrow(refused(415, /^A PDF document cannot be uploaded as avatar; accepted: /));
    expect(asDocument({ name: 'plan.pdf', declaredType: 'application/pdf', bytes: samples.png })).toThrow(
      refused(415, 'The file was declared as a PDF document but its content is a PNG image'),
    );
  });
});
