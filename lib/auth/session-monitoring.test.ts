import type { AccountInfo, AuthenticationResult, IPublicClientApplication } from '@azure/msal-browser';
import { REDIRECT_AFTER_LOGIN_KEY } from '@/lib/constants';
import { replaceMsalInstance } from './msal-instance';
import { SILENT_ATTEMPT_KEY } from './monitoring-arrival';
import { arriveOnMonitoring, handleRedirect, signIn } from './session';

// The page is on the monitoring host (jsdom's own host is localhost).
jest.mock('@/lib/env/environments', () => ({ ...jest.requireActual('@/lib/env/environments'), isMonitoringHost: () => true }));

const ACCOUNT = { homeAccountId: 'h1', username: 'a@b.c', idTokenClaims: { tfp: 'signin' } } as unknown as AccountInfo;

function fakeMsal(handleRedirectPromise: () => Promise<AuthenticationResult | null>) {
  const mocks = {
    initialize: jest.fn(async () => undefined),
    handleRedirectPromise: jest.fn(handleRedirectPromise),
    getAllAccounts: jest.fn(() => []),
    getActiveAccount: jest.fn(() => null),
    setActiveAccount: jest.fn(),
    acquireTokenSilent: jest.fn(),
    loginRedirect: jest.fn(async () => undefined),
    logoutRedirect: jest.fn(async () => undefined),
  };
  replaceMsalInstance({ ...mocks } as unknown as IPublicClientApplication);
  return mocks;
}

let error: jest.SpyInstance;

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterEach(() => {
  replaceMsalInstance(undefined);
  jest.restoreAllMocks();
});

describe('the session on the monitoring host', () => {
  it('arriving without an account redirects to the provider with prompt=none, the path kept for after the sign-in', async () => {
    const msal = fakeMsal(async () => null);
    await expect(arriveOnMonitoring('/some/path')).resolves.toBe('silent-sign-in');
    expect(msal.loginRedirect).toHaveBeenCalledWith(expect.objectContaining({ prompt: 'none', redirectUri: 'http://localhost/' }));
    expect(window.localStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBe('/some/path');
  });

  it('a login_required answer shows the monitoring application’s sign-in page (R-20.19), without reporting an error', async () => {
    const msal = fakeMsal(async () => Promise.reject(Object.assign(new Error('no session'), { errorCode: 'login_required' })));
    const navigate = jest.fn();
    await expect(handleRedirect(navigate)).resolves.toBeNull();
    expect(navigate).toHaveBeenCalledWith('/signin');
    expect(msal.loginRedirect).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('after that answer, "Sign in" on the sign-in page still goes to the provider (MSAL hands the failed answer out again)', async () => {
    const msal = fakeMsal(async () => Promise.reject(Object.assign(new Error('no session'), { errorCode: 'login_required' })));
    await handleRedirect(jest.fn());
    await signIn();
    expect(msal.loginRedirect).toHaveBeenCalledTimes(1);
    expect(error).not.toHaveBeenCalled();
  });

  it('a sign-in answer without a kept path goes to the monitoring home, the root', async () => {
    fakeMsal(async () => ({ account: ACCOUNT, accessToken: 'aaa.bbb.ccc' }) as unknown as AuthenticationResult);
    const navigate = jest.fn();
    await handleRedirect(navigate);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('a sign-in answer ends the tab’s silent attempt and goes to the kept path after 100 ms', async () => {
    jest.useFakeTimers();
    try {
      window.sessionStorage.setItem(SILENT_ATTEMPT_KEY, '1');
      window.localStorage.setItem(REDIRECT_AFTER_LOGIN_KEY, '/some/path');
      fakeMsal(async () => ({ account: ACCOUNT, accessToken: 'aaa.bbb.ccc' }) as unknown as AuthenticationResult);
      const navigate = jest.fn();
      await handleRedirect(navigate);
      expect(window.sessionStorage.getItem(SILENT_ATTEMPT_KEY)).toBeNull();
      await jest.advanceTimersByTimeAsync(100);
      expect(navigate).toHaveBeenCalledWith('/some/path');
    } finally {
      jest.useRealTimers();
    }
  });
});
