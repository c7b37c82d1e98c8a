/**
 * @jest-environment-options {"url": "https://staging.groundwork.eco/homepage"}
 */
import { getCookie, setCookie } from 'cookies-next/client';

// The real cookie functions, watched: the attributes they are given cannot be read back from document.cookie.
jest.mock('cookies-next/client', () => {
  const actual = jest.requireActual<typeof import('cookies-next/client')>('cookies-next/client');
  return { ...actual, getCookie: jest.fn(actual.getCookie), setCookie: jest.fn(actual.setCookie) };
});
import {
  authorizationCookieAttributes,
  isWellFormedToken,
  parentDomain,
  readAuthorizationToken,
  removeTokenCookies,
  setAuthorizationCookie,
  setCrossDomainCookie,
} from './cookies';

const TOKEN = 'aaa.bbb.ccc';
/** The seed's expiry value 1000 counts days; cookies-next takes seconds. */
const DAY = 24 * 60 * 60;
let warn: jest.SpyInstance;

beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  removeTokenCookies('staging');
  jest.mocked(setCookie).mockClear();
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('token format', () => {
  it('accepts exactly three dot-separated parts', () => {
    expect(isWellFormedToken(TOKEN)).toBe(true);
    expect(isWellFormedToken('aaa.bbb')).toBe(false);
    expect(isWellFormedToken('a.b.c.d')).toBe(false);
    expect(isWellFormedToken('opaque')).toBe(false);
  });
});

describe('authorization cookie', () => {
  it('stores a three-part token on path / with expiry 1000, SameSite=Lax and Secure on an HTTPS page', () => {
    const set = jest.mocked(setCookie);
    expect(setAuthorizationCookie(TOKEN)).toBe(true);
    expect(set).toHaveBeenCalledWith('authorization', TOKEN, { path: '/', maxAge: 1000 * DAY, sameSite: 'lax', secure: true });
    expect(readAuthorizationToken()).toBe(TOKEN);
    expect(warn).not.toHaveBeenCalled();
  });

  it('is not marked Secure on a plain HTTP page (the browser would drop it), and stays SameSite=Lax', () => {
    expect(authorizationCookieAttributes(false)).toEqual({ path: '/', maxAge: 1000 * DAY, sameSite: 'lax' });
    expect(authorizationCookieAttributes(true)).toEqual({ path: '/', maxAge: 1000 * DAY, sameSite: 'lax', secure: true });
  });

  it('warns and does not set a token without three parts', () => {
    expect(setAuthorizationCookie('not-a-jwt')).toBe(false);
    expect(readAuthorizationToken()).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('warns when the cookie is missing after it was set', () => {
    jest.mocked(setCookie).mockImplementationOnce(() => undefined);
    expect(setAuthorizationCookie(TOKEN)).toBe(false);
    expect(warn).toHaveBeenCalledWith('The authorization cookie was not found after it was set');
  });
});

describe('parent domain', () => {
  it.each([
    ['staging.groundwork.eco', 'groundwork.eco'],
    ['monitoring.staging.groundwork.eco', 'staging.groundwork.eco'],
    ['groundwork.eco', 'groundwork.eco'],
    ['app.groundwork.eco:443', 'groundwork.eco'],
    ['localhost', undefined],
    ['127.0.0.1', undefined],
  ])('of %s is %s', (host, expected) => {
    expect(parentDomain(host)).toBe(expected);
  });
});

describe('cross-domain cookie', () => {
  it('is set on the parent domain, secure, lax, path /, and checked after 100 ms', async () => {
    jest.useFakeTimers();
    const set = jest.mocked(setCookie);
    const checked = setCrossDomainCookie('staging', TOKEN);
    expect(set).toHaveBeenCalledWith('authorization-staging', TOKEN, {
      domain: 'groundwork.eco',
      secure: true,
      sameSite: 'lax',
      path: '/',
    });
    const get = jest.mocked(getCookie);
    get.mockClear();
    await jest.advanceTimersByTimeAsync(99);
    expect(get).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await expect(checked).resolves.toBe(true);
    expect(document.cookie).toContain(`authorization-staging=${TOKEN}`);
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns after 100 ms when the cookie is absent', async () => {
    jest.useFakeTimers();
    jest.mocked(setCookie).mockImplementationOnce(() => undefined);
    const checked = setCrossDomainCookie('staging', TOKEN);
    await jest.advanceTimersByTimeAsync(100);
    await expect(checked).resolves.toBe(false);
    expect(warn).toHaveBeenCalledWith('The authorization-staging cookie was not found after it was set');
  });

  it('refuses a malformed token with a warning', async () => {
    await expect(setCrossDomainCookie('staging', 'bad')).resolves.toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('is removed with the authorization cookie', async () => {
    jest.useFakeTimers();
    setAuthorizationCookie(TOKEN);
    const checked = setCrossDomainCookie('staging', TOKEN);
    await jest.advanceTimersByTimeAsync(100);
    await checked;
    removeTokenCookies('staging');
    expect(document.cookie).toBe('');
  });
});
