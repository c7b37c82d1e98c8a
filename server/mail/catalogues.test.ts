/** @jest-environment node */
import { LANGUAGES } from '@/lib/schemas/common';
import type { MailCatalogue } from './catalogue';
import { writeMail } from './catalogue';
import { COMPANY_MAIL } from './catalogues/companies';
import { IDENTITY_MAIL } from './catalogues/identity';
import { INVESTMENT_MAIL } from './catalogues/investment';
import { MONITORING_MAIL } from './catalogues/monitoring';
import { OEM_MAIL } from './catalogues/oems';
import { PROJECT_MAIL } from './catalogues/projects';
import { TODO_MAIL } from './catalogues/todos';
import { PROPOSALS_MAIL } from './catalogues/proposals';
import { SUPPORT_MAIL } from './catalogues/support';
import { ERASURE_MAIL } from './catalogues/erasure';
import { fillPlaceholders, placeholdersOf } from './fill';
import { alarmMail } from './monitoring-mail';
import { invitationMail, transferMail } from './project-mail';

/** Every domain's catalogue: a new domain adds its own here. */
const CATALOGUES: Record<string, MailCatalogue<string>> = {
  identity: IDENTITY_MAIL,
  investment: INVESTMENT_MAIL,
  projects: PROJECT_MAIL,
  monitoring: MONITORING_MAIL,
  todos: TODO_MAIL,
  proposals: PROPOSALS_MAIL,
  oems: OEM_MAIL,
  companies: COMPANY_MAIL,
  support: SUPPORT_MAIL,
  erasure: ERASURE_MAIL,
};

const kindsOf = (catalogue: MailCatalogue<string>) => Object.keys(catalogue.en);

describe('the mail catalogues', () => {
  it.each(Object.entries(CATALOGUES))('%s has every kind in every language, with the same placeholders and a link', (_domain, catalogue) => {
    for (const kind of kindsOf(catalogue)) {
      const english = catalogue.en[kind];
      for (const language of LANGUAGES) {
        const words = catalogue[language][kind];
        expect(Object.keys(catalogue[language]).sort()).toEqual(kindsOf(catalogue).sort());
        expect(placeholdersOf(`${words.subject}\n${words.text}`)).toEqual(placeholdersOf(`${english.subject}\n${english.text}`));
        expect(words.text).toContain('{link}');
      }
    }
  });

  it('writes each kind with every placeholder filled, the subject cut to what a mail takes', () => {
    for (const catalogue of Object.values(CATALOGUES)) {
      for (const kind of kindsOf(catalogue)) {
        for (const language of LANGUAGES) {
          const names = placeholdersOf(`${catalogue[language][kind].subject}\n${catalogue[language][kind].text}`);
          const mail = writeMail(catalogue, kind, language, Object.fromEntries(names.map((name) => [name, `<${name}>`.repeat(40)])));
          expect(`${mail.subject}\n${mail.text}`).not.toMatch(/\{\w+\}/);
          expect(mail.subject.length).toBeLessThanOrEqual(200);
        }
      }
    }
  });
});

describe('the one placeholder filler', () => {
  it('fills names with strings and numbers, and leaves an unknown placeholder as written', () => {
    expect(fillPlaceholders('{a} and {b}, not {c}', { a: 'one', b: 2 })).toBe('one and 2, not {c}');
    expect(fillPlaceholders('{a}{a}', { a: '$&' })).toBe('$&$&');
  });
});

describe('the mail of projects and of monitoring', () => {
  const link = 'https://groundwork.test/projects/p1';

  it('invites in the reader’s language, naming the right and the address', () => {
    const english = invitationMail({ language: 'en', to: 'ana@example.test', inviter: 'Gina', project: 'Kiln', right: 'edit', link });
    expect(english.subject).toBe('Gina shared the project “Kiln” with you on Groundwork');
    expect(english.text).toContain('invited you to work on the project “Kiln”');
    expect(english.text).toContain('this address, ana@example.test,');
    const french = invitationMail({ language: 'fr', to: 'ana@example.test', inviter: 'Gina', project: 'Kiln', right: 'read', link });
    expect(french.text).toContain('vous invite à consulter le projet « Kiln »');
    expect(transferMail({ language: 'fr', to: 'ana@example.test', inviter: 'Gina', project: 'Kiln', link }).subject).toBe('Gina vous propose le projet « Kiln » sur Groundwork');
  });

  it('tells of an alarm in the owner’s language, with its severity, and of one left unacknowledged to an editor', () => {
    const input = { name: 'Dana', project: 'Kiln', reactor: 'R1', parameter: 'temperature', message: 'temperature 812 °C above 700', link };
    expect(alarmMail({ ...input, severity: 'critical', language: 'en' }).subject).toBe('Alarm (critical) on “Kiln”: temperature');
    const french = alarmMail({ ...input, severity: 'critique', language: 'fr' }).text;
    expect(french).toContain('Une alarme s’est déclenchée sur « Kiln », réacteur R1.\n\nGravité : critique\ntemperature 812 °C above 700');
    expect(french).not.toMatch(/lev[ée]/i);
    const escalated = alarmMail({ ...input, severity: 'majeure', delay: '15 min', language: 'fr' }, 'alarmEscalated');
    expect(escalated.subject).toBe('Non acquittée depuis 15 min : alarme (majeure) sur « Kiln » : temperature');
    expect(escalated.text).toContain('parce que vous pouvez modifier ce projet');
  });
});
