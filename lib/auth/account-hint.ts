/*
 * MSAL's local-storage cache read without MSAL: the start-up asks it whether to renew a token, and it is part of
 * every page, so it stays apart from the MSAL instance and its configuration.
 */

const ACCOUNT_KEYS_ENTRY = /^msal\.(\d+\.)?account\.keys$/;

function listsAnAccount(value: string | null | undefined): boolean {
  try {
    const keys: unknown = JSON.parse(value ?? '[]');
    return Array.isArray(keys) && keys.length > 0;
  } catch {
    return false;
  }
}

/**
 * Whether MSAL's local-storage cache lists an account, read without loading MSAL: a hint used only until the
 * library is loaded. Any surprise (no storage, another format) answers false, as MSAL itself would before its
 * cache is initialized.
 */
export function hasCachedAccountHint(storage: Storage | undefined = globalThis.window?.localStorage): boolean {
  try {
    for (let index = 0; index < (storage?.length ?? 0); index += 1) {
      const key = storage?.key(index);
      if (key && ACCOUNT_KEYS_ENTRY.test(key) && listsAnAccount(storage?.getItem(key))) return true;
    }
  } catch {
    // Storage refused (privacy settings): no hint.
  }
  return false;
}
