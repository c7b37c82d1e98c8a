/** @jest-environment node */
import type { Language } from '@/lib/schemas/common';
import { type InvestmentMailFacts, investmentMail } from './investment-mail';
import type { InvestmentMailKind } from './catalogues/investment';

const KINDS: InvestmentMailKind[] = [
  'publicationSubmitted',
  'publicationToReview',
  'publicationApproved',
  'publicationRejected',
  'investorSubmitted',
  'investorToReview',
  'investorActivated',
  'investorRefused',
  'requestToDeveloper',
  'requestToInvestor',
  'commitmentSigned',
  'commitmentReceived',
  'dataroomRequested',
  'dataroomGranted',
  'dataroomRevoked',
  'dataroomClosed',
];

/** Every fact a mail may use, so that no placeholder is left unfilled. */
const FACTS: InvestmentMailFacts = {
  path: '/opportunities/1',
  title: 'Loire biochar',
  reason: 'Who buys the heat?',
  from: 'Abel Activated',
  amount: { value: 250_000, currency: 'EUR' },
  at: new Date('2026-12-01T18:05:00Z'),
  folder: 'A. Technical',
  access: { canDownload: false, until: new Date('2027-01-15T09:00:00Z') },
  folders: ['A. Technical', 'B. Financial'],
  record: { id: 'sig-1', version: '2026-11', sha256: 'ab'.repeat(32) },
};

const mailIn = (language: Language, kind: InvestmentMailKind, facts: InvestmentMailFacts = FACTS) =>
  investmentMail(kind, { ...facts, language, name: 'Abel', link: 'https://groundwork.test/x' });

describe('the mail of raising investment', () => {
  it.each(KINDS)('writes %s in English and in French, with every placeholder filled and the link given', (kind) => {
    const english = mailIn('en', kind);
    const french = mailIn('fr', kind);
    for (const message of [english, french]) {
      expect(`${message.subject}\n${message.text}`).not.toMatch(/\{\w+\}/);
      expect(message.text).toContain('https://groundwork.test/x');
    }
    expect(english.text).toContain('The Groundwork team');
    expect(french.text).toContain('L’équipe Groundwork');
    expect(french.subject).not.toEqual(english.subject);
    expect(`${french.subject}${french.text}`).not.toContain('“');
  });

  it('writes sums and moments the way each reader does, in UTC', () => {
    const english = mailIn('en', 'commitmentSigned');
    expect(english.text).toContain('on 1 December 2026 at 18:05 UTC, for a non-binding amount of €250,000.');
    expect(english.text).toContain(`Signature: sig-1\nTerms: version 2026-11, SHA-256 ${'ab'.repeat(32)}`);
    const french = mailIn('fr', 'commitmentReceived');
    expect(french.text).toMatch(/le 1er décembre 2026 à 18:05 UTC, pour un montant non contraignant de 250\s000\s€\./);
    expect(mailIn('en', 'commitmentReceived', { ...FACTS, amount: { value: 1234.5, currency: 'USD' } }).text).toContain('US$1,234.50');
  });

  it('says what a grant allows, and until when', () => {
    expect(mailIn('en', 'dataroomGranted').text).toContain(
      'opened the folder “A. Technical” of the data room of “Loire biochar” to you. You may read its documents in the viewer, without downloading them, until 15 January 2027 at 09:00 UTC.',
    );
    const forever = { ...FACTS, access: { canDownload: true, until: null } };
    expect(mailIn('fr', 'dataroomGranted', forever).text).toContain(
      '« A. Technical » de la salle de données de « Loire biochar ». Vous pouvez consulter et télécharger ses documents.',
    );
    expect(mailIn('fr', 'dataroomRevoked').text).toContain('– A. Technical\n– B. Financial');
  });

  it('quotes the investor’s message to the developer only when there is one', () => {
    expect(mailIn('fr', 'dataroomRequested').text).toContain('Son message :\n\nWho buys the heat?');
    const silent = mailIn('en', 'dataroomRequested', { ...FACTS, reason: '' }).text;
    expect(silent).not.toContain('Their message');
    expect(silent).toContain('asks for access to its data room.\n\nChoose the folders');
  });
});
