import { AFTER_LOGIN_PATH, REDIRECT_AFTER_LOGIN_DELAY_MS, REDIRECT_AFTER_LOGIN_KEY, ROOT_PATH } from '@/lib/constants';

export type NavigateTo = (path: string) => void;

/** Only a path of this site may be followed after login (no other origin, no protocol-relative address). */
export function isSafeRedirect(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

/** Remembers where to go once the user has signed in (e.g. the page that asked for an account). */
export function rememberRedirectAfterLogin(path: string, storage: Storage = window.localStorage): void {
  if (isSafeRedirect(path)) storage.setItem(REDIRECT_AFTER_LOGIN_KEY, path);
}

/**
 * After sign-in, sign-up or token acquisition: a stored redirect-after-login value is removed and followed after
 * 100 ms; otherwise the user goes home (/homepage; the monitoring host passes its own). Returns the path chosen.
 */
export function navigateAfterLogin(navigate: NavigateTo, storage: Storage = window.localStorage, home: string = AFTER_LOGIN_PATH): string {
  const stored = storage.getItem(REDIRECT_AFTER_LOGIN_KEY);
  if (stored !== null) {
    storage.removeItem(REDIRECT_AFTER_LOGIN_KEY);
    if (isSafeRedirect(stored)) {
      setTimeout(() => navigate(stored), REDIRECT_AFTER_LOGIN_DELAY_MS);
      return stored;
    }
    console.warn('Ignoring a redirect-after-login value that is not a path of this site');
  }
  navigate(home);
  return home;
}

/** After logout the user goes to the root path. */
export function navigateAfterLogout(navigate: NavigateTo): void {
  navigate(ROOT_PATH);
}
