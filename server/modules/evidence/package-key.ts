import { type AnchorKey, loadAnchorKey } from '@/server/modules/audit/public';

let cached: { env: Record<string, string | undefined>; key: AnchorKey } | null = null;

/** The key that signs packages: the audit chains' anchoring key (R-21.8), read once per environment. */
export function packageKey(env: Record<string, string | undefined> = process.env): AnchorKey {
  if (cached?.env !== env) cached = { env, key: loadAnchorKey(env) };
  return cached.key;
}
