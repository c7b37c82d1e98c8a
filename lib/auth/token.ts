import type { AccountInfo, IPublicClientApplication } from '@azure/msal-browser';
import { TOKEN_LOOKUP_ATTEMPTS, TOKEN_LOOKUP_DELAY_MS } from '@/lib/constants';

export interface TokenLookupOptions {
  /** Where the token is read from; the `authorization` cookie by default. */
  read?: () => string | undefined;
  /**
   * Whether a token is on its way (a user is signed in). Only then is a missing token waited for; a visitor's
   * requests go out at once without one.
   */
  expectToken?: () => boolean;
}

let tokenExpected: () => boolean = () => false;

/** Tells the look-up how to know that a token is expected (the session registers "an account is signed in"). */
export function setTokenExpectation(expectation: () => boolean): void {
  tokenExpected = expectation;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The access token for a request. While a token is expected but not yet there, the look-up is tried up to 3
 * times, waiting 150 ms × the attempt number after each miss; after the third miss an error is logged and the
 * request goes out without a token.
 */
export async function lookUpToken(options: TokenLookupOptions = {}): Promise<string | undefined> {
  // The cookie module (cookies-next) loads with the first look-up, not with the page.
  const read = options.read ?? (await import('./cookies')).readAuthorizationToken;
  const expectToken = options.expectToken ?? tokenExpected;
  for (let attempt = 1; attempt <= TOKEN_LOOKUP_ATTEMPTS; attempt += 1) {
    const token = read();
    if (token) return token;
    if (!expectToken()) return undefined;
    if (attempt < TOKEN_LOOKUP_ATTEMPTS) await wait(TOKEN_LOOKUP_DELAY_MS * attempt);
  }
  console.error(`No authorization token after ${TOKEN_LOOKUP_ATTEMPTS} attempts`);
  return undefined;
}

/**
 * At start, acquires a token silently for the FIRST signed-in account; with no account nothing happens.
 * Resolves to the access token, or null (no account, or the acquisition failed: logged to the console).
 */
export async function acquireTokenAtStart(
  instance: Pick<IPublicClientApplication, 'getAllAccounts' | 'acquireTokenSilent'>,
  scopes: string[],
  authorityOf?: (account: AccountInfo) => string | undefined,
): Promise<string | null> {
  const [account] = instance.getAllAccounts();
  if (!account) return null;
  try {
    const authority = authorityOf?.(account);
    const result = await instance.acquireTokenSilent({ account, scopes, ...(authority ? { authority } : {}) });
    return result.accessToken || null;
  } catch (error) {
    console.error('Silent token acquisition failed', error);
    return null;
  }
}
