/** @jest-environment node */
import { createHash } from 'node:crypto';
import { acceptUpload, DEFAULT_MAX_UPLOAD_BYTES, FileRejectedError, uploadRules } from './upload-acceptance';
import { samples } from './testing/sample-files';

const rules = uploadRules({});

function rejection(run: () => unknown): FileRejectedError {
  try {
    run();
  } catch (error) {
    if (error instanceof FileRejectedError) return error;
    throw error;
  }
  throw new Error('expected the file to be rejected');
}

describe('uploadRules', () => {
  it('defaults to 25 MB and lets MAX_UPLOAD_BYTES change it', () => {
    expect(DEFAULT_MAX_UPLOAD_BYTES).toBe(25 * 1024 * 1024);
    expect(rules.document.maxBytes).toBe(25 * 1024 * 1024);
    expect(uploadRules({ MAX_UPLOAD_BYTES: '1000' }).document.maxBytes).toBe(1000);
  });

  it('keeps avatars small whatever the global limit', () => {
    expect(rules.avatar.maxBytes).toBe(2 * 1024 * 1024);
    expect(uploadRules({ MAX_UPLOAD_BYTES: '1000' }).avatar.maxBytes).toBe(1000);
  });

  it('refuses a MAX_UPLOAD_BYTES that is not a positive whole number', () => {
    expect(() => uploadRules({ MAX_UPLOAD_BYTES: 'lots' })).toThrow('MAX_UPLOAD_BYTES must be a number of bytes');
    expect(() => uploadRules({ MAX_UPLOAD_BYTES: '-5' })).toThrow('MAX_UPLOAD_BYTES must be positive');
  });
});

describe('acceptUpload', () => {
  it('accepts a PDF and reports its verified type, size, SHA-256 and safe name', () => {
    const accepted = acceptUpload({ kind: 'document', fileName: 'Étude de faisabilité.pdf', declaredType: 'application/pdf', bytes: samples.pdf }, rules);
    expect(accepted).toEqual({
      contentType: 'application/pdf',
      size: samples.pdf.byteLength,
      sha256: createHash('sha256').update(samples.pdf).digest('hex'),
      safeName: 'Etude-de-faisabilite.pdf',
    });
  });

  it('uses the bytes when the client declares nothing or application/octet-stream', () => {
    expect(acceptUpload({ kind: 'image', fileName: 'kiln.png', bytes: samples.png }, rules).contentType).toBe('image/png');
    expect(acceptUpload({ kind: 'document', fileName: 'plan.docx', declaredType: 'application/octet-stream', bytes: samples.docx }, rules).contentType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it('ignores parameters and case of the declared type', () => {
    const accepted = acceptUpload({ kind: 'dataset', fileName: 'readings.csv', declaredType: 'Text/CSV; charset=utf-8', bytes: samples.csv }, rules);
    expect(accepted.contentType).toBe('text/csv');
  });

  it('names undeclared text by its extension', () => {
    expect(acceptUpload({ kind: 'document', fileName: 'readings.csv', bytes: samples.csv }, rules).contentType).toBe('text/csv');
    expect(acceptUpload({ kind: 'document', fileName: 'reactor.json', bytes: samples.json }, rules).contentType).toBe('application/json');
    expect(acceptUpload({ kind: 'document', fileName: 'notes', bytes: samples.text }, rules).contentType).toBe('text/plain');
  });

  it('refuses a declared type that does not match the bytes', () => {
    const error = rejection(() => acceptUpload({ kind: 'document', fileName: 'photo.png', declaredType: 'image/png', bytes: samples.pdf }, rules));
    expect(error.status).toBe(415);
    expect(error.message).toBe('The file was declared as a PNG image but its content is a PDF document');
  });

  it('refuses text declared as an image', () => {
    const error = rejection(() => acceptUpload({ kind: 'document', fileName: 'x.jpg', declaredType: 'image/jpeg', bytes: samples.csv }, rules));
    expect(error.message).toBe('The file was declared as a JPEG image but its content is a plain text file');
  });

  it('refuses a declared type outside the accepted set', () => {
    const error = rejection(() => acceptUpload({ kind: 'document', fileName: 'run.sh', declaredType: 'application/x-sh', bytes: samples.text }, rules));
    expect(error.status).toBe(415);
    expect(error.message).toBe('Files of type "application/x-sh" are not accepted');
  });

  it('refuses content of a format that is not accepted', () => {
    const error = rejection(() => acceptUpload({ kind: 'document', fileName: 'tool.exe', bytes: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0xff, 0xfe]) }, rules));
    expect(error.status).toBe(415);
    expect(error.message).toBe("The file's content is binary data of an unrecognised format, which is not accepted");
  });

  it('refuses JSON that does not parse', () => {
    const error = rejection(() => acceptUpload({ kind: 'dataset', fileName: 'data.json', declaredType: 'application/json', bytes: Buffer.from('{"a":') }, rules));
    expect(error.status).toBe(415);
    expect(error.message).toBe('The file is not valid JSON');
  });

  it('refuses a type the kind does not take', () => {
    const error = rejection(() => acceptUpload({ kind: 'image', fileName: 'report.pdf', bytes: samples.pdf }, rules));
    expect(error.status).toBe(415);
    expect(error.message).toBe('A PDF document cannot be uploaded as image; accepted: a PNG image, a JPEG image, a GIF image, a WebP image');
  });

  it('refuses an empty file', () => {
    const error = rejection(() => acceptUpload({ kind: 'document', fileName: 'empty.txt', bytes: new Uint8Array() }, rules));
    expect(error.status).toBe(400);
    expect(error.message).toBe('The file is empty');
  });

  it('refuses a file over the kind limit with 413', () => {
    const small = uploadRules({ MAX_UPLOAD_BYTES: String(1024 * 1024) });
    const bytes = Buffer.concat([samples.pdf, Buffer.alloc(1024 * 1024)]);
    const error = rejection(() => acceptUpload({ kind: 'document', fileName: 'big.pdf', bytes }, small));
    expect(error.status).toBe(413);
    expect(error.message).toBe('The file is 1.01 MB; document files may be at most 1 MB');
    expect(error.limitBytes).toBe(1024 * 1024);
    const avatar = rejection(() => acceptUpload({ kind: 'avatar', fileName: 'me.png', bytes: Buffer.concat([samples.png, Buffer.alloc(3 * 1024 * 1024)]) }, rules));
    expect(avatar.status).toBe(413);
    expect(avatar.message).toBe('The file is 3.01 MB; avatar files may be at most 2 MB');
    expect(avatar.limitBytes).toBe(2 * 1024 * 1024);
  });

  it('accepts a file of exactly the limit', () => {
    const exact = uploadRules({ MAX_UPLOAD_BYTES: String(samples.pdf.byteLength) });
    expect(acceptUpload({ kind: 'document', fileName: 'a.pdf', bytes: samples.pdf }, exact).size).toBe(samples.pdf.byteLength);
  });
});
