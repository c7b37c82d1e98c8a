import { and, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { idpAccounts } from '@/server/db/schema/idp';
import { decoyHash, hashPassword, verifyPassword } from './passwords';
import type { Policy } from './settings';

export type Account = typeof idpAccounts.$inferSelect;

export const DEMO_ACCOUNT = {
  email: 'demo@groundwork.eco',
  password: 'groundwork-demo',
  name: 'Dana Demo',
  company: 'Groundwork Demo Biochar',
} as const;

export class EmailTakenError extends Error {
  constructor() {
    super('An account with this e-mail address already exists');
    this.name = 'EmailTakenError';
  }
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findAccountById(db: Database, id: string): Promise<Account | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [account] = await db.select().from(idpAccounts).where(eq(idpAccounts.id, id)).limit(1);
  return account;
}

export async function findAccountByEmail(db: Database, email: string): Promise<Account | undefined> {
  const [account] = await db
    .select()
    .from(idpAccounts)
    .where(eq(idpAccounts.email, normalizeEmail(email)))
    .limit(1);
  return account;
}

export interface NewLocalAccount {
  email: string;
  password: string;
  name: string;
  company?: string | null;
  policy: Policy;
  eventCode?: string | null;
  /** Only for the demo account, whose address nobody can confirm: every other address is confirmed by its link. */
  emailVerified?: boolean;
}

/** Creates an e-mail and password account; the policy decides its flags (investor, event participant). */
export async function createLocalAccount(db: Database, input: NewLocalAccount): Promise<Account> {
  const passwordHash = await hashPassword(input.password);
  const [account] = await db
    .insert(idpAccounts)
    .values({
      email: normalizeEmail(input.email),
      emailVerified: input.emailVerified ?? false,
      passwordHash,
      name: input.name.trim(),
      company: input.company?.trim() || null,
      investor: input.policy === 'investors',
      eventParticipant: input.policy === 'events',
      eventCode: input.policy === 'events' ? (input.eventCode ?? null) : null,
      signupPolicy: input.policy,
    })
    .onConflictDoNothing({ target: idpAccounts.email })
    .returning();
  if (!account) throw new EmailTakenError();
  return account;
}

/**
 * The account whose password matches, else undefined. An unknown e-mail costs as much time as a wrong password,
 * so timing does not reveal which addresses have accounts.
 */
export async function authenticate(db: Database, email: string, password: string): Promise<Account | undefined> {
  const account = await findAccountByEmail(db, email);
  const matches = await verifyPassword(password, account?.passwordHash ?? (await decoyHash()));
  return account?.passwordHash && matches ? account : undefined;
}

/** Flags an account for a policy it signs in through (investors, events). */
export async function flagForPolicy(db: Database, account: Account, policy: Policy): Promise<Account> {
  if (policy === 'investors' && !account.investor) {
    const [updated] = await db.update(idpAccounts).set({ investor: true, updatedAt: new Date() }).where(eq(idpAccounts.id, account.id)).returning();
    return updated ?? account;
  }
  return account;
}

export async function updateAccountProfile(db: Database, id: string, profile: { name: string; company: string | null }): Promise<Account | undefined> {
  const [account] = await db
    .update(idpAccounts)
    .set({ name: profile.name.trim(), company: profile.company?.trim() || null, updatedAt: new Date() })
    .where(eq(idpAccounts.id, id))
    .returning();
  return account;
}

export async function setAccountPassword(db: Database, id: string, password: string): Promise<void> {
  await db
    .update(idpAccounts)
    .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
    .where(eq(idpAccounts.id, id));
}

export interface FederatedIdentity {
  issuer: string;
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string;
  policy: Policy;
}

/**
 * The account of an upstream identity: found by issuer and subject, else linked to the local account with the same
 * e-mail when the upstream provider verified that address, else created.
 */
export async function upsertFederatedAccount(db: Database, identity: FederatedIdentity): Promise<Account> {
  const [known] = await db
    .select()
    .from(idpAccounts)
    .where(and(eq(idpAccounts.federatedIssuer, identity.issuer), eq(idpAccounts.federatedSubject, identity.subject)))
    .limit(1);
  if (known) {
    // The provider may confirm the address later; it never takes a confirmation back from here.
    if (!identity.emailVerified || known.emailVerified || normalizeEmail(identity.email) !== known.email) return known;
    const [confirmed] = await db.update(idpAccounts).set({ emailVerified: true, updatedAt: new Date() }).where(eq(idpAccounts.id, known.id)).returning();
    return confirmed ?? known;
  }

  const email = normalizeEmail(identity.email);
  const sameEmail = await findAccountByEmail(db, email);
  if (sameEmail) {
    if (!identity.emailVerified || sameEmail.federatedIssuer) throw new EmailTakenError();
    const [linked] = await db
      .update(idpAccounts)
      .set({
        federatedIssuer: identity.issuer,
        federatedSubject: identity.subject,
        emailVerified: true,
        // Whoever signed up with this address before without confirming it may not keep a password to the account
        // its owner now signs in to.
        ...(sameEmail.emailVerified ? {} : { passwordHash: null }),
        updatedAt: new Date(),
      })
      .where(eq(idpAccounts.id, sameEmail.id))
      .returning();
    return linked ?? sameEmail;
  }

  const [created] = await db
    .insert(idpAccounts)
    .values({
      email,
      emailVerified: identity.emailVerified,
      name: identity.name.trim() || email,
      signupPolicy: identity.policy,
      federatedIssuer: identity.issuer,
      federatedSubject: identity.subject,
    })
    .onConflictDoNothing()
    .returning();
  if (!created) throw new EmailTakenError();
  return created;
}

/** Creates the demo developer account (README credentials) unless it exists; returns it. */
export async function ensureDemoAccount(db: Database): Promise<Account> {
  const existing = await findAccountByEmail(db, DEMO_ACCOUNT.email);
  if (existing) return existing;
  try {
    return await createLocalAccount(db, { ...DEMO_ACCOUNT, policy: 'signin', emailVerified: true });
  } catch (error) {
    if (!(error instanceof EmailTakenError)) throw error;
    const raced = await findAccountByEmail(db, DEMO_ACCOUNT.email);
    if (!raced) throw error;
    return raced;
  }
}
