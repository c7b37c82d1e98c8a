import { getClientConfig } from '@/lib/config/client-config';
import type { AccountInfo, AuthenticationResult, IPublicClientApplication } from '@azure/msal-browser';
import { deleteCookie, getCookie, setCookie } from 'cookies-next/client';
import { loadedMsalInstance, replaceMsalInstance } from './msal-instance';
import { handleRedirect, signIn, signOut, signUp } from './session';
import { lookUpToken } from './token';

const TOKEN = 'aaa.bbb.ccc';
const ACCOUNT = { homeAccountId: 'h1', username: 'a@b.c', idTokenClaims: { tfp: 'signin' } } as unknown as AccountInfo;

type FakeMsal = { [Key in keyof IPublicClientApplication]: jest.Mock };

function fakeMsal(accounts: AccountInfo[] = []): FakeMsal {
  return {
    initialize: jest.fn(async () => undefined),
    handleRedirectPromise: jest.fn(async () => null),
    getAllAccounts: jest.fn(() => accounts),
    getActiveAccount: jest.fn(() => null),
    setActiveAccount: jest.fn(),
    acquireTokenSilent: jest.fn(async () => ({ accessToken: TOKEN })),
    loginRedirect: jest.fn(async () => undefined),
    logoutRedirect: jest.fn(async () => undefined),
  } as unknown as FakeMsal;
}

let msal: FakeMsal;
let initialize: jest.Mock;
let error: jest.SpyInstance;

function install(instance: FakeMsal) {
  // The mocks themselves: the installed application wraps initialize and handleRedirectPromise (msal-instance.ts).
  msal = { ...instance };
  initialize = instance.initialize;
  replaceMsalInstance(instance as unknown as IPublicClientApplication);
}

beforeEach(() => {
  jest.useFakeTimers();
  window.localStorage.clear();
  error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  install(fakeMsal());
});

afterEach(() => {
  deleteCookie('authorization', { path: '/' });
  replaceMsalInstance(undefined);
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('sign-in and sign-up', () => {
  it('redirects with the policy and the seed scopes', async () => {
    await signIn('google');
    expect(initialize).toHaveBeenCalledTimes(1);
    expect(msal.loginRedirect).toHaveBeenCalledWith({
      scopes: ['openid', 'profile', 'offline_access', 'groundwork-web'],
      authority: 'http://localhost/idp',
      redirectUri: 'http://localhost/',
      extraQueryParameters: { p: 'google' },
    });
  });

  it('adds the signup option to a sign-up', async () => {
    await signUp('investors');
    expect(msal.loginRedirect.mock.calls[0][0].extraQueryParameters).toEqual({ p: 'investors', option: 'signup' });
  });

  it('clears a sign-in left unfinished before starting a new one (handles the absent redirect answer first)', async () => {
    await signIn();
    expect(msal.handleRedirectPromise).toHaveBeenCalledWith({ navigateToLoginRequestUrl: false });
    expect(msal.handleRedirectPromise.mock.invocationCallOrder[0]).toBeLessThan(msal.loginRedirect.mock.invocationCallOrder[0]);
  });

  it('logs a failed redirect to the console only', async () => {
    msal.loginRedirect.mockRejectedValueOnce(new Error('popup_window_error'));
    await expect(signIn()).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith('Sign-in failed', expect.any(Error));
  });
});

describe('MSAL initialization', () => {
  it('runs once however many callers ask at the same time', async () => {
    await Promise.all([signIn(), loadedMsalInstance()?.initialize(), handleRedirect(jest.fn())]);
    expect(initialize).toHaveBeenCalledTimes(1);
  });
});

describe('sign-out', () => {
  it('removes the token cookie and signs out back to the root path', async () => {
    install(fakeMsal([ACCOUNT]));
    setCookie('authorization', TOKEN, { path: '/' });
    await signOut();
    expect(getCookie('authorization')).toBeUndefined();
    expect(msal.logoutRedirect).toHaveBeenCalledWith({
      account: ACCOUNT,
      postLogoutRedirectUri: 'http://localhost/',
      extraQueryParameters: { client_id: getClientConfig().authClientId },
    });
  });

  it('still goes to the root path when the provider cannot be reached', async () => {
    msal.logoutRedirect.mockRejectedValueOnce(new Error('network'));
    const navigate = jest.fn();
    await signOut(navigate);
    expect(navigate).toHaveBeenCalledWith('/');
    expect(error).toHaveBeenCalled();
  });
});

describe('redirect handling', () => {
  it('stores the token of a redirect answer and goes to /homepage', async () => {
    const result = { account: ACCOUNT, accessToken: TOKEN } as AuthenticationResult;
    msal.handleRedirectPromise.mockResolvedValueOnce(result);
    const navigate = jest.fn();
    await expect(handleRedirect(navigate)).resolves.toBe(result);
    expect(msal.handleRedirectPromise).toHaveBeenCalledWith({ navigateToLoginRequestUrl: false });
    expect(msal.setActiveAccount).toHaveBeenCalledWith(ACCOUNT);
    expect(getCookie('authorization')).toBe(TOKEN);
    expect(navigate).toHaveBeenCalledWith('/homepage');
    expect(msal.acquireTokenSilent).not.toHaveBeenCalled();
  });

  it('acts on a redirect answer once when asked twice', async () => {
    const result = { account: ACCOUNT, accessToken: TOKEN } as AuthenticationResult;
    msal.handleRedirectPromise.mockResolvedValue(result);
    const navigate = jest.fn();
    await handleRedirect(navigate);
    await handleRedirect(navigate);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('follows the stored redirect-after-login value after 100 ms', async () => {
    window.localStorage.setItem('redirectAfterLogin', '/opportunities');
    msal.handleRedirectPromise.mockResolvedValueOnce({ account: ACCOUNT, accessToken: TOKEN });
    const navigate = jest.fn();
    await handleRedirect(navigate);
    expect(navigate).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(100);
    expect(navigate).toHaveBeenCalledWith('/opportunities');
  });

  it('acquires a token silently for the first account when there is no redirect answer', async () => {
    install(fakeMsal([ACCOUNT]));
    const navigate = jest.fn();
    await expect(handleRedirect(navigate)).resolves.toBeNull();
    expect(msal.acquireTokenSilent).toHaveBeenCalledWith({
      account: ACCOUNT,
      scopes: ['openid', 'profile', 'offline_access', 'groundwork-web'],
      authority: 'http://localhost/idp',
    });
    expect(getCookie('authorization')).toBe(TOKEN);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does nothing without an account', async () => {
    await handleRedirect(jest.fn());
    expect(msal.acquireTokenSilent).not.toHaveBeenCalled();
    expect(getCookie('authorization')).toBeUndefined();
  });

  it('makes API calls wait for the token while an account is signed in', async () => {
    install(fakeMsal([ACCOUNT]));
    msal.acquireTokenSilent.mockReturnValueOnce(new Promise(() => undefined));
    void handleRedirect(jest.fn());
    const token = lookUpToken();
    setCookie('authorization', TOKEN);
    await jest.advanceTimersByTimeAsync(150);
    await expect(token).resolves.toBe(TOKEN);
  });

  it('logs an authentication error to the console only', async () => {
    msal.handleRedirectPromise.mockRejectedValueOnce(new Error('state_mismatch'));
    const navigate = jest.fn();
    await expect(handleRedirect(navigate)).resolves.toBeNull();
    expect(error).toHaveBeenCalledWith('Authentication failed', expect.any(Error));
    expect(navigate).not.toHaveBeenCalled();
  });
});
