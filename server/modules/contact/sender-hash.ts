import { createHash } from 'node:crypto';

/**
 * The SHA-256 of a sender's network address, salted per deployment: it tells two messages from the same
 * place apart from others (rate limit) without keeping the address itself.
 */
export function senderHash(address: string, salt: string): string {
  return createHash('sha256').update(`${salt}\n${address}`).digest('hex');
}
