/** @jest-environment node */
import { createHash } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { TERMS_VERSION_FR } from './terms-fr';
import { currentTerms, currentTermsInEveryLanguage, languageOfVersion, nameMatches, TERMS_VERSION, versionNamedIn } from './terms';

const subject = { opportunityId: 'b3c1e9a0-0000-4000-8000-000000000001', title: 'Loire biochar', projectName: 'Loire' };
/** The SHA-256 of the English terms of `subject`, computed before the French version existed: signatures name it. */
const ENGLISH_SHA256 = '8df2bd94c04d2a715b0dd48308886a15ff94520ed23c9731c9a2ecf20465f47d';

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

describe('the terms in English and in French', () => {
  it('keeps the English version, text and hash byte for byte, in English unless told', () => {
    expect(TERMS_VERSION).toBe('commitment-terms-2026-11-v1');
    const english = currentTerms(subject, 'en');
    expect(english).toEqual(currentTerms(subject));
    expect(english).toMatchObject({ version: 'commitment-terms-2026-11-v1', language: 'en', sha256: ENGLISH_SHA256 });
    expect(english.text.length).toBe(2628);
    expect(english.text.startsWith('COMMITMENT TERMS\nVersion: commitment-terms-2026-11-v1\nOpportunity: Loire biochar\n')).toBe(true);
  });

  it('gives the French terms their own version and SHA-256 of their UTF-8 text, naming the opportunity', () => {
    const french = currentTerms(subject, 'fr');
    expect(french).toMatchObject({ version: 'commitment-terms-2026-11-v1-fr', language: 'fr' });
    expect(TERMS_VERSION_FR).toBe('commitment-terms-2026-11-v1-fr');
    expect(french.sha256).toBe(createHash('sha256').update(french.text, 'utf8').digest('hex'));
    expect(french.sha256).not.toBe(ENGLISH_SHA256);
    expect(french.text.split('\n').slice(0, 5)).toEqual([
      'CONDITIONS D’ENGAGEMENT',
      'Version : commitment-terms-2026-11-v1-fr',
      'Opportunité : Loire biochar',
      'Projet : Loire',
      `Identifiant de l’opportunité : ${subject.opportunityId}`,
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
