import { formContentHash } from './form-content-hash';

const base = { reactorId: 'r', templateId: 't', measuredAt: new Date('2026-11-20T08:00:00Z'), answers: { moisture: 12, notes: 'ok' } };

describe('formContentHash', () => {
  it('is the same whatever the order of the answers and the zone the time was written in', () => {
    const again = { ...base, measuredAt: new Date('2026-11-20T09:00:00+01:00'), answers: { notes: 'ok', moisture: 12 } };
    expect(formContentHash(again)).toBe(formContentHash(base));
  });

  it('differs when an answer, the time, the template or the reactor differs', () => {
    const hash = formContentHash(base);
    expect(formContentHash({ ...base, answers: { ...base.answers, moisture: 13 } })).not.toBe(hash);
    expect(formContentHash({ ...base, measuredAt: new Date('2026-11-20T08:00:01Z') })).not.toBe(hash);
    expect(formContentHash({ ...base, templateId: 'u' })).not.toBe(hash);
    expect(formContentHash({ ...base, reactorId: 's' })).not.toBe(hash);
  });
});
