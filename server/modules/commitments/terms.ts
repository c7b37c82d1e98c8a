import { createHash } from 'node:crypto';
import type { Language } from '@/lib/schemas/common';
import { termsTextFr } from './terms-fr';
import { ISSUED_TERMS_VERSIONS } from './terms-versions';
import type { TermsSubject } from './terms-subject';

/**
 * The commitment terms an investor signs: a non-disclosure agreement and a non-binding statement of the amount the
 * investor considers committing, between the developer and the investor (both named). The text names the opportunity,
 * so each opportunity has its own document; a change of the template or of the opportunity's title gives a new text
 * and a new SHA-256, and a signature must name the SHA-256 of the text it was shown.
 *
 * The version label is derived from the template's text (requirements ): any change of a word gives a new label,
 * never the old one on a new text. Every label ever issued is listed in ISSUED_TERMS_VERSIONS (terms-versions.ts), so
 * signatures of earlier texts stay checkable; terms.test.ts fails when the current label is missing there.
 *
 * The terms exist in English (below) and in French (terms-fr.ts); each language is a version of its own, with its own
 * label and SHA-256.
 */

export type { TermsSubject } from './terms-subject';

export interface TermsDocument {
  version: string;
  language: Language;
  text: string;
  sha256: string;
}

export function sha256Hex(bytes: string | Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

function termsText({ opportunityId, title, projectName, developerName }: TermsSubject, version: string): string {
  return [
    'COMMITMENT TERMS',
    `Version: ${version}`,
    `Opportunity: ${title}`,
    `Project: ${projectName}`,
    `Opportunity id: ${opportunityId}`,
    `Parties: ${developerName}, developer of the project ("the developer"), and the investor named on the signature page ("the investor")`,
    '',
    'PART A. NON-DISCLOSURE',
    '',
    'A1. "Confidential information" means everything the developer of the project, or Groundwork on its behalf, makes available to the investor about the opportunity: the data room, its documents and pages, answers to information requests, figures, plans, contracts, and the existence and terms of any discussion.',
    'A2. The investor keeps the confidential information secret, uses it only to evaluate an investment in the project, and shares it only with its own officers, employees and professional advisers who need it for that purpose and are bound by duties of confidentiality at least as strict as these.',
    'A3. These duties do not cover information that is or becomes public through no fault of the investor, that the investor already held lawfully without a duty of confidentiality, or that the investor must disclose by law or by order of a court or authority (in which case it tells the developer first, where allowed).',
    'A4. Documents viewed in the data room carry a watermark naming the investor. The investor does not remove watermarks, nor copy, forward or publish the documents beyond what A2 allows. Every view and download is recorded.',
    'A5. When the developer asks, or when the investor decides not to invest, the investor deletes or returns the confidential information, except copies its law or internal rules require it to keep, which stay confidential.',
    'A6. These duties last three years from the date of signature.',
    '',
    'PART B. NON-BINDING COMMITMENT',
    '',
    'B1. With this signature the investor states the amount, in the currency shown on the signature page, that it considers investing in the opportunity on the terms published.',
    'B2. This statement is an expression of interest only. It creates no obligation to invest, to lend or to negotiate, for the investor or for the developer; any investment requires separate, definitive agreements signed by both.',
    'B3. The developer may rely on the statement to plan its fundraising and to decide whom to grant access to its data room, and may share the amount with Groundwork.',
    '',
    'PART C. SIGNATURE',
    '',
    "C1. The investor signs electronically by typing its full name. The signature page records the signer's account, the name typed, the date and time, the network address and the software used, the version of these terms and the SHA-256 of their text. The signer agrees that this record identifies it and its consent to these terms.",
    'C2. These terms are governed by the law of France; the courts of Paris have jurisdiction.',
  ].join('\n');
}

/** What the label is derived from: the template filled with its placeholders' names. */
const PLACEHOLDERS: TermsSubject = { opportunityId: '{opportunity_id}', title: '{title}', projectName: '{project}', developerName: '{developer}' };

/** The label of a template: its prefix and the first 12 hex digits of the SHA-256 of its text with placeholders. */
export function versionOf(prefix: string, text: (subject: TermsSubject, version: string) => string): string {
  return `${prefix}-${sha256Hex(text(PLACEHOLDERS, '{version}')).slice(0, 12)}`;
}

export const TERMS_VERSION = versionOf('commitment-terms', termsText);
export const TERMS_VERSION_FR = versionOf('commitment-terms-fr', termsTextFr);

/** The current version of the terms in each language, and how its text is written. */
const TEMPLATES: Record<Language, { version: string; text: (subject: TermsSubject) => string }> = {
  en: { version: TERMS_VERSION, text: (subject) => termsText(subject, TERMS_VERSION) },
  fr: { version: TERMS_VERSION_FR, text: (subject) => termsTextFr(subject, TERMS_VERSION_FR) },
};

/** The current terms of an opportunity in a language (English unless told), with their SHA-256 (of the UTF-8 text). */
export function currentTerms(subject: TermsSubject, language: Language = 'en'): TermsDocument {
  const template = TEMPLATES[language];
  const text = template.text(subject);
  return { version: template.version, language, text, sha256: sha256Hex(text) };
}

/** The current terms of an opportunity in every language, the one asked for first. */
export function currentTermsInEveryLanguage(subject: TermsSubject, first: Language = 'en'): TermsDocument[] {
  const languages = [first, ...(Object.keys(TEMPLATES) as Language[]).filter((language) => language !== first)];
  return languages.map((language) => currentTerms(subject, language));
}

/** The language of a version of the terms this server issued (ISSUED_TERMS_VERSIONS), or null for any other. */
export function languageOfVersion(version: string): Language | null {
  return Object.hasOwn(ISSUED_TERMS_VERSIONS, version) ? ISSUED_TERMS_VERSIONS[version] : null;
}

/** The version a text of the terms names on its second line (`Version: …` in English, `Version : …` in French). */
export function versionNamedIn(text: string): string | null {
  return /^Version ?: (\S+)$/.exec(text.split('\n')[1] ?? '')?.[1] ?? null;
}

/** Whether a typed name is sensibly the account holder's: the same words, ignoring case, accents, spaces and punctuation. */
export function nameMatches(typed: string, accountName: string): boolean {
  const words = (name: string) =>
    name
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .join(' ');
  const wanted = words(accountName);
  return words(typed).length >= 2 && (wanted === '' || words(typed) === wanted);
}
