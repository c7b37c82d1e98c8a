import { createHash, randomBytes } from 'node:crypto';

/** A random URL-safe value of `bytes` bytes of entropy (state, nonce, PKCE verifier). */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** The S256 code challenge of a PKCE verifier (RFC 7636). */
export const codeChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
