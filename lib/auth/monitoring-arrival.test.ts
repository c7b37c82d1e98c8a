import { REDIRECT_AFTER_LOGIN_KEY } from '@/lib/constants';
import { arriveOnMonitoringHost, isFreshToken, MONITORING_HOME_PATH, needsInteraction, SILENT_ATTEMPT_KEY, type ArrivalDeps } from './monitoring-arrival';

const NOW = Date.UTC(2026, 10, 25, 12);
const jwt = (exp: number) => `eyJhbGciOiJSUzI1NiJ9.${btoa(JSON.stringify({ sub: 'u', exp })).replace(/=+$/, '')}.sig`;
const FRESH = jwt(NOW / 1000 + 3600);
const EXPIRED = jwt(NOW / 1000 - 10);

function deps(overrides: Partial<ArrivalDeps> = {}): ArrivalDeps & { adopted: string[] } {
  const adopted: string[] = [];
  return {
    adopted,
    hasAccount: () => false,
    renewToken: jest.fn(async () => null),
    readToken: () => undefined,
    readCrossDomainToken: () => undefined,
    adoptToken: (token) => {
      adopted.push(token);
      return true;
    },
    startSilentSignIn: jest.fn(async () => undefined),
    navigate: jest.fn(),
    storage: window.localStorage,
    tabStorage: window.sessionStorage,
    now: () => NOW,
    ...overrides,
  };
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('arriving on the monitoring host', () => {
  it('signs a stranger in silently once, keeping the path for after the sign-in', async () => {
    const arrival = deps();
    await expect(arriveOnMonitoringHost('/some/path?x=1', arrival)).resolves.toBe('silent-sign-in');
    expect(arrival.startSilentSignIn).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBe('/some/path?x=1');
    expect(window.sessionStorage.getItem(SILENT_ATTEMPT_KEY)).not.toBeNull();

    // Back without a sign-in (the user left the provider's page): no second attempt in this tab.
    await expect(arriveOnMonitoringHost('/some/path', arrival)).resolves.toBe('visitor');
    expect(arrival.startSilentSignIn).toHaveBeenCalledTimes(1);
  });

  it('keeps no path from the root (the monitoring home) nor from the sign-in page: the sign-in then leads home', async () => {
    expect(MONITORING_HOME_PATH).toBe('/');
    const arrival = deps();
    await arriveOnMonitoringHost('/', arrival);
    expect(window.localStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBeNull();
    expect(arrival.startSilentSignIn).toHaveBeenCalled();
    window.sessionStorage.clear();
    await arriveOnMonitoringHost('/signin', deps());
    expect(window.localStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBeNull();
  });

  it('renews the token of an account already here and leaves it where it is: the root is the monitoring application (R-20.19)', async () => {
    const arrival = deps({ hasAccount: () => true });
    await expect(arriveOnMonitoringHost('/', arrival)).resolves.toBe('account');
    expect(arrival.renewToken).toHaveBeenCalled();
    expect(arrival.navigate).not.toHaveBeenCalled();
    expect(arrival.startSilentSignIn).not.toHaveBeenCalled();

    const elsewhere = deps({ hasAccount: () => true });
    await arriveOnMonitoringHost('/projects', elsewhere);
    expect(elsewhere.navigate).not.toHaveBeenCalled();
  });

  it('takes a fresh cross-domain cookie as the token of this host', async () => {
    const arrival = deps({ readCrossDomainToken: () => FRESH });
    await expect(arriveOnMonitoringHost('/projects', arrival)).resolves.toBe('cross-domain-token');
    expect(arrival.adopted).toEqual([FRESH]);
    expect(arrival.startSilentSignIn).not.toHaveBeenCalled();
  });

  it('signs in silently rather than use an expired token or cross-domain cookie', async () => {
    const arrival = deps({ readToken: () => EXPIRED, readCrossDomainToken: () => EXPIRED });
    await expect(arriveOnMonitoringHost('/projects', arrival)).resolves.toBe('silent-sign-in');
    expect(arrival.adopted).toEqual([]);
  });

  it('keeps a fresh token of this host as it is', async () => {
    const arrival = deps({ readToken: () => FRESH });
    await expect(arriveOnMonitoringHost('/', arrival)).resolves.toBe('token');
    expect(arrival.navigate).not.toHaveBeenCalled();
    expect(arrival.startSilentSignIn).not.toHaveBeenCalled();
  });
});

describe('tokens and answers', () => {
  it('counts a token fresh until a minute before it expires', () => {
    expect(isFreshToken(FRESH, NOW)).toBe(true);
    expect(isFreshToken(jwt(NOW / 1000 + 30), NOW)).toBe(false);
    expect(isFreshToken(EXPIRED, NOW)).toBe(false);
    expect(isFreshToken('not-a-token', NOW)).toBe(false);
    expect(isFreshToken('a.b@d.c', NOW)).toBe(false);
    expect(isFreshToken(undefined, NOW)).toBe(false);
  });

  it('knows the answers that need the user', () => {
    expect(needsInteraction({ errorCode: 'login_required' })).toBe(true);
    expect(needsInteraction({ errorCode: 'interaction_required' })).toBe(true);
    expect(needsInteraction({ errorCode: 'invalid_grant' })).toBe(false);
    expect(needsInteraction(new Error('login_required'))).toBe(false);
  });
});
