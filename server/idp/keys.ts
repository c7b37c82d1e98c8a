import { createHash, generateKeyPairSync, randomBytes, type JsonWebKey } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@/server/db/client';
import { idpKeys } from '@/server/db/schema/idp';

/** The signing algorithm of ID and access tokens. */
export const SIGNING_ALG = 'RS256';

const privateRsaJwkSchema = z.looseObject({
  kty: z.literal('RSA'),
  kid: z.string().min(1),
  alg: z.literal(SIGNING_ALG),
  use: z.literal('sig'),
  n: z.string().min(1),
  e: z.string().min(1),
  d: z.string().min(1),
  p: z.string().min(1),
  q: z.string().min(1),
  dp: z.string().min(1),
  dq: z.string().min(1),
  qi: z.string().min(1),
});
export type PrivateRsaJwk = z.infer<typeof privateRsaJwkSchema>;

const signingMaterialSchema = z.object({ keys: z.array(privateRsaJwkSchema).min(1) });
const cookieMaterialSchema = z.object({ keys: z.array(z.string().min(32)).min(1) });

export interface PublicJwk {
  kty: 'RSA';
  kid: string;
  alg: typeof SIGNING_ALG;
  use: 'sig';
  n: string;
  e: string;
}

export interface ProviderKeys {
  /** Private signing keys for oidc-provider's `jwks` setting. */
  signing: PrivateRsaJwk[];
  /** The public half, as `/idp/jwks` publishes it: what the API verifies tokens with. */
  publicJwks: { keys: PublicJwk[] };
  /** Keys that sign the provider's cookies. */
  cookies: string[];
}

const SIGNING_ID = 'signing-keys';
const COOKIE_ID = 'cookie-keys';

function newSigningKey(): PrivateRsaJwk {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as JsonWebKey;
  const kid = createHash('sha256').update(`${jwk.n}.${jwk.e}`).digest('base64url').slice(0, 16);
  return privateRsaJwkSchema.parse({ ...jwk, kid, alg: SIGNING_ALG, use: 'sig' });
}

/** Reads a key record, creating it first if absent; concurrent starts agree on whichever row landed first. */
async function loadOrCreate<T>(db: Database, id: string, schema: z.ZodType<T>, create: () => T): Promise<T> {
  const read = async () => (await db.select().from(idpKeys).where(eq(idpKeys.id, id)).limit(1))[0];
  const existing = await read();
  if (!existing) {
    await db
      .insert(idpKeys)
      .values({ id, material: create() as Record<string, unknown> })
      .onConflictDoNothing({ target: idpKeys.id });
  }
  const row = existing ?? (await read());
  if (!row) throw new Error(`The identity provider's ${id} could not be stored`);
  const parsed = schema.safeParse(row.material);
  if (!parsed.success) throw new Error(`The identity provider's stored ${id} are malformed: ${parsed.error.message}`);
  return parsed.data;
}

export function toPublicJwk(key: PrivateRsaJwk): PublicJwk {
  return { kty: key.kty, kid: key.kid, alg: key.alg, use: key.use, n: key.n, e: key.e };
}

/** The provider's keys, generated once and kept in the database so that tokens and cookies survive a restart. */
export async function loadProviderKeys(db: Database): Promise<ProviderKeys> {
  const signing = await loadOrCreate(db, SIGNING_ID, signingMaterialSchema, () => ({ keys: [newSigningKey()] }));
  const cookies = await loadOrCreate(db, COOKIE_ID, cookieMaterialSchema, () => ({
    keys: [randomBytes(32).toString('base64url'), randomBytes(32).toString('base64url')],
  }));
  return {
    signing: signing.keys,
    publicJwks: { keys: signing.keys.map(toPublicJwk) },
    cookies: cookies.keys,
  };
}
