/** @jest-environment node */
import { createHash } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { termsTextFr } from './terms-fr';
import { currentTerms, currentTermsInEveryLanguage, languageOfVersion, nameMatches, TERMS_VERSION, TERMS_VERSION_FR, versionNamedIn, versionOf } from './terms';
import { ISSUED_TERMS_VERSIONS } from './terms-versions';

const subject = { opportunityId: 'b3c1e9a0-0000-4000-8000-000000000001', title: 'Loire biochar', projectName: 'Loire', developerName: 'Dana Developer' };

describe('currentTerms', () => {
  it('names the version, the opportunity and both parties, and carries the SHA-256 of its UTF-8 text', () => {
    const terms = currentTerms(subject);
    expect(terms.version).toBe(TERMS_VERSION);
    expect(terms.text).toContain(`Version: ${TERMS_VERSION}`);
    expect(terms.text).toContain('Opportunity: Loire biochar');
    expect(terms.text).toContain('Parties: Dana Developer, developer of the project ("the developer"), and the investor named on the signature page');
    expect(terms.sha256).toBe(createHash('sha256').update(terms.text, 'utf8').digest('hex'));
  });

  it('gives another hash when the opportunity’s title or its developer changes, the same for the same opportunity', () => {
    expect(currentTerms(subject).sha256).toBe(currentTerms({ ...subject }).sha256);
    expect(currentTerms({ ...subject, title: 'Loire biochar, phase 3' }).sha256).not.toBe(currentTerms(subject).sha256);
    expect(currentTerms({ ...subject, developerName: 'Someone Else' }).sha256).not.toBe(currentTerms(subject).sha256);
  });

  it('keeps API paths out of the legal text', () => {
    for (const language of ['en', 'fr'] as const) expect(currentTerms(subject, language).text).not.toMatch(/\/api\/|sign-and-commit/);
  });
});

describe('the version label (requirements R-21.16)', () => {
  it('is derived from the template’s text: one changed character gives another label', () => {
    const changed = (subjectOf: typeof subject, version: string) => termsTextFr(subjectOf, version).replace('trois ans', 'quatre ans');
    expect(versionOf('commitment-terms-fr', termsTextFr)).toBe(TERMS_VERSION_FR);
    expect(versionOf('commitment-terms-fr', changed)).not.toBe(TERMS_VERSION_FR);
    expect(TERMS_VERSION).toMatch(/^commitment-terms-[0-9a-f]{12}$/);
    expect(TERMS_VERSION_FR).toMatch(/^commitment-terms-fr-[0-9a-f]{12}$/);
  });

  it('lists every label issued, the current ones included: a changed text needs its new label added to terms-versions.ts', () => {
    expect(ISSUED_TERMS_VERSIONS[TERMS_VERSION]).toBe('en');
    expect(ISSUED_TERMS_VERSIONS[TERMS_VERSION_FR]).toBe('fr');
    // Signatures made of the earlier, hand-named versions stay checkable.
    expect(languageOfVersion('commitment-terms-2026-11-v1')).toBe('en');
    expect(languageOfVersion('commitment-terms-2026-11-v1-fr')).toBe('fr');
  });
});

describe('the terms in English and in French', () => {
  it('gives the French terms their own version and SHA-256 of their UTF-8 text, naming the opportunity and the parties', () => {
    const french = currentTerms(subject, 'fr');
    expect(french).toMatchObject({ version: TERMS_VERSION_FR, language: 'fr' });
    expect(french.sha256).toBe(createHash('sha256').update(french.text, 'utf8').digest('hex'));
    expect(french.sha256).not.toBe(currentTerms(subject, 'en').sha256);
    expect(french.text.split('\n').slice(0, 6)).toEqual([
      'CONDITIONS D’ENGAGEMENT',
      `Version : ${TERMS_VERSION_FR}`,
      'Opportunité : Loire biochar',
      'Projet : Loire',
      `Identifiant de l’opportunité : ${subject.opportunityId}`,
      'Parties : Dana Developer, porteur du projet (« le développeur »), et l’investisseur nommé sur la page de signature (« l’investisseur »)',
    ]);
    expect(currentTerms({ ...subject, title: 'Loire biochar, phase 3' }, 'fr').sha256).not.toBe(french.sha256);
  });

  it('has the same parts and clauses in both languages', () => {
    const outline = (text: string) =>
      text
        .split('\n')
        .map((line) => /^(?:PART(?:IE)? ([A-C])\.|([A-C]\d)\.)/.exec(line)?.slice(1).find(Boolean))
        .filter(Boolean);
    const english = outline(currentTerms(subject, 'en').text);
    expect(english).toEqual(['A', 'A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'B', 'B1', 'B2', 'B3', 'C', 'C1', 'C2']);
    expect(outline(currentTerms(subject, 'fr').text)).toEqual(english);
  });

  it('writes the French text with characters the PDF’s Helvetica encodes, without the narrow no-break space', async () => {
    const { text } = currentTerms(subject, 'fr');
    expect(text).not.toMatch(/[\u202f\u2009\u2011]/);
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    for (const line of text.split('\n')) expect(() => font.encodeText(line)).not.toThrow();
  });

  it('lists the current terms in every language, the asked one first, and knows the language of each version', () => {
    expect(currentTermsInEveryLanguage(subject, 'fr').map((terms) => terms.version)).toEqual([TERMS_VERSION_FR, TERMS_VERSION]);
    expect(currentTermsInEveryLanguage(subject).map((terms) => terms.language)).toEqual(['en', 'fr']);
    expect(languageOfVersion(TERMS_VERSION)).toBe('en');
    expect(languageOfVersion(TERMS_VERSION_FR)).toBe('fr');
    expect(languageOfVersion('commitment-terms-2020-01-v0')).toBeNull();
    expect(versionNamedIn(currentTerms(subject, 'en').text)).toBe(TERMS_VERSION);
    expect(versionNamedIn(currentTerms(subject, 'fr').text)).toBe(TERMS_VERSION_FR);
    expect(versionNamedIn('COMMITMENT TERMS\nno version')).toBeNull();
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
