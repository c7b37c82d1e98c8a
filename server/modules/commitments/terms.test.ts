/** @jest-environment node */
import { createHash } from 'node:crypto';
import { currentTerms, nameMatches, TERMS_VERSION } from './terms';

const subject = { opportunityId: 'b3c1e9a0-0000-4000-8000-000000000001', title: 'Loire biochar', projectName: 'Loire' };

describe('currentTerms', () => {
  it('names the version and the opportunity, and carries the SHA-256 of its UTF-8 text', () => {
    const terms = currentTerms(subject);
    expect(terms.version).toBe(TERMS_VERSION);
    expect(terms.text).toContain(`Version: ${TERMS_VERSION}`);
    expect(terms.text).toContain('Opportunity: Loire biochar');
    expect(terms.sha256).toBe(createHash('sha256').update(terms.text, 'utf8').digest('hex'));
  });

  it('gives another hash when the opportunity’s title changes, the same for the same opportunity', () => {
    expect(currentTerms(subject).sha256).toBe(currentTerms({ ...subject }).sha256);
    expect(currentTerms({ ...subject, title: 'Loire biochar, phase 3' }).sha256).not.toBe(currentTerms(subject).sha256);
  });
});

describe('nameMatches', () => {
  it('accepts the account name whatever the case, accents, spaces and punctuation', () => {
    expect(nameMatches('abel  ACTIVATED', 'Abel Activated')).toBe(true);
    expect(nameMatches('Héloïse Dupont-Martin', 'Heloise Dupont Martin')).toBe(true);
  });

  it('refuses another name, a blank one, and a single character', () => {
    expect(nameMatches('Somebody Else', 'Abel Activated')).toBe(false);
    expect(nameMatches('  ', 'Abel Activated')).toBe(false);
    expect(nameMatches('A', '')).toBe(false);
    expect(nameMatches('Ab Cd', '')).toBe(true);
  });
});
