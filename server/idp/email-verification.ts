import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { idpAccounts, idpEmailVerifications } from '@/server/db/schema/idp';
import { users } from '@/server/db/schema/users';
import type { Logger } from '@/server/logger';
import { writeMail } from '@/server/mail/catalogue';
import { IDENTITY_MAIL, IDENTITY_MAIL_PHRASES } from '@/server/mail/catalogues/identity';
import type { Mailer } from '@/server/mail/mailer';
import type { MailMessage } from '@/server/mail/message';
import { findAccountById, type Account } from './accounts';
import { html } from './views/html';
import type { Language } from './views/i18n';

/** How long an e-mailed confirmation link stays valid. */
export const VERIFY_LINK_HOURS = 48;
/** A new link is sent at most this often for one account. */
export const RESEND_INTERVAL_SECONDS = 60;

const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The link of a confirmation e-mail. */
export const verifyLinkUrl = (issuer: string, token: string) => `${issuer}/verify/${token}`;

/** A fresh confirmation token for the account's current address; only its digest is stored. */
export async function createVerificationToken(db: Database, account: Pick<Account, 'id' | 'email'>, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(idpEmailVerifications).values({
    tokenHash: digest(token),
    accountId: account.id,
    email: account.email,
    expiresAt: new Date(now.getTime() + VERIFY_LINK_HOURS * 3600_000),
    createdAt: now,
  });
  return token;
}

/**
 * Confirms the address a token was sent to, if the token is unexpired and the account still has that address: the
 * account and the API's user record of this provider then say `email_verified`. Returns the account, or undefined.
 */
export async function confirmEmail(db: Database, issuer: string, token: string, now = new Date()): Promise<Account | undefined> {
  const [link] = await db
    .select()
    .from(idpEmailVerifications)
    .where(and(eq(idpEmailVerifications.tokenHash, digest(token)), gt(idpEmailVerifications.expiresAt, now)))
    .limit(1);
  if (!link) return undefined;
  const [account] = await db
    .update(idpAccounts)
    .set({ emailVerified: true, updatedAt: now })
    .where(and(eq(idpAccounts.id, link.accountId), eq(idpAccounts.email, link.email)))
    .returning();
  if (!account) return undefined;
  await db.delete(idpEmailVerifications).where(eq(idpEmailVerifications.accountId, account.id));
  await db
    .update(users)
    .set({ emailVerified: true, updatedAt: sql`now()` })
    .where(and(eq(users.issuer, issuer), eq(users.subject, account.id), sql`lower(${users.email}) = ${account.email}`));
  return account;
}

/** The confirmation e-mail, in the reader's language (the identity catalogue), with an HTML version holding a button. */
export function verificationMail(language: Language, input: { to: string; name: string; link: string }): MailMessage {
  const { subject, text } = writeMail(IDENTITY_MAIL, 'addressConfirmation', language, { name: input.name, email: input.to, link: input.link, hours: VERIFY_LINK_HOURS });
  const paragraphs = text.split('\n\n');
  return {
    to: input.to,
    subject,
    text,
    html: html`<p>${paragraphs[0] ?? ''}</p>
<p>${paragraphs[1] ?? ''}</p>
<p><a href="${input.link}">${IDENTITY_MAIL_PHRASES[language].confirmButton}</a></p>
<p>${paragraphs[3] ?? ''}</p>`.value,
  };
}

export type ResendOutcome = 'sent' | 'already-verified' | 'federated' | 'too-soon' | 'unknown-account';

/** Sends (and re-sends) confirmation links for the built-in provider's accounts. */
export interface EmailVerifier {
  /** The issuer whose accounts it confirms: the API's users of other issuers are confirmed by their provider. */
  readonly issuer: string;
  /** Sends a link to the account's address (at sign-up). */
  send(account: Pick<Account, 'id' | 'email' | 'name'>, language: Language): Promise<void>;
  /** A new link on request, at most one per RESEND_INTERVAL_SECONDS; `accountId` is the token's subject. */
  resend(accountId: string, language: Language, now?: Date): Promise<ResendOutcome>;
}

export function createEmailVerifier(deps: { db: Database; mailer: Mailer; issuer: string; logger: Logger }): EmailVerifier {
  const { db, mailer, issuer } = deps;
  async function send(account: Pick<Account, 'id' | 'email' | 'name'>, language: Language, now = new Date()) {
    const token = await createVerificationToken(db, account, now);
    const mail = verificationMail(language, { to: account.email, name: account.name, link: verifyLinkUrl(issuer, token) });
    await mailer.sendMail(mail);
  }
  return {
    issuer,
    send: (account, language) => send(account, language),
    async resend(accountId, language, now = new Date()) {
      const account = await findAccountById(db, accountId);
      if (!account) return 'unknown-account';
      if (account.emailVerified) return 'already-verified';
      // Google's or LinkedIn's word decides for the addresses of their identities (their email_verified claim).
      if (account.federatedIssuer) return 'federated';
      const [latest] = await db
        .select({ createdAt: idpEmailVerifications.createdAt })
        .from(idpEmailVerifications)
        .where(eq(idpEmailVerifications.accountId, account.id))
        .orderBy(desc(idpEmailVerifications.createdAt))
        .limit(1);
      if (latest && now.getTime() - latest.createdAt.getTime() < RESEND_INTERVAL_SECONDS * 1000) return 'too-soon';
      await send(account, language, now);
      deps.logger.info({ accountId: account.id }, 'e-mail confirmation link sent again');
      return 'sent';
    },
  };
}
