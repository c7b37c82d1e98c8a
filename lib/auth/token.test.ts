import type { AccountInfo, AuthenticationResult } from '@azure/msal-browser';
import { acquireTokenAtStart, lookUpToken } from './token';

const ACCOUNT = { homeAccountId: 'h1', username: 'a@b.c' } as AccountInfo;
const SECOND = { homeAccountId: 'h2', username: 'd@e.f' } as AccountInfo;

describe('token look-up', () => {
  let error: jest.SpyInstance;

  beforeEach(() => {
    jest.useFakeTimers();
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    jest.useRealTimers();
    error.mockRestore();
  });

  it('returns a present token at once', async () => {
    const read = jest.fn(() => 'a.b.c');
    await expect(lookUpToken({ read, expectToken: () => true })).resolves.toBe('a.b.c');
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('does not wait when no token is expected', async () => {
    const read = jest.fn(() => undefined);
    await expect(lookUpToken({ read, expectToken: () => false })).resolves.toBeUndefined();
    expect(read).toHaveBeenCalledTimes(1);
    expect(error).not.toHaveBeenCalled();
  });

  it('tries 3 times, waiting 150 ms then 300 ms, and logs an error after the third', async () => {
    const read = jest.fn((): string | undefined => undefined);
    const result = lookUpToken({ read, expectToken: () => true });
    expect(read).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(149);
    expect(read).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(read).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(299);
    expect(read).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(read).toHaveBeenCalledTimes(3);
    await expect(result).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith('No authorization token after 3 attempts');
    await jest.advanceTimersByTimeAsync(10_000);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('returns the token found on a later attempt', async () => {
    const read = jest.fn<string | undefined, []>().mockReturnValueOnce(undefined).mockReturnValueOnce('x.y.z');
    const result = lookUpToken({ read, expectToken: () => true });
    await jest.advanceTimersByTimeAsync(150);
    await expect(result).resolves.toBe('x.y.z');
    expect(error).not.toHaveBeenCalled();
  });
});

describe('silent acquisition at start', () => {
  it('does nothing without a signed-in account', async () => {
    const instance = { getAllAccounts: jest.fn(() => []), acquireTokenSilent: jest.fn() };
    await expect(acquireTokenAtStart(instance, ['openid'])).resolves.toBeNull();
    expect(instance.acquireTokenSilent).not.toHaveBeenCalled();
  });

  it('acquires a token for the first account', async () => {
    const instance = {
      getAllAccounts: jest.fn(() => [ACCOUNT, SECOND]),
      acquireTokenSilent: jest.fn(async () => ({ accessToken: 'a.b.c' }) as AuthenticationResult),
    };
    await expect(acquireTokenAtStart(instance, ['openid', 'groundwork-web'])).resolves.toBe('a.b.c');
    expect(instance.acquireTokenSilent).toHaveBeenCalledWith({ account: ACCOUNT, scopes: ['openid', 'groundwork-web'] });
  });

  it('logs a failure to the console only', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const instance = {
      getAllAccounts: jest.fn(() => [ACCOUNT]),
      acquireTokenSilent: jest.fn(async () => {
        throw new Error('interaction_required');
      }),
    };
    await expect(acquireTokenAtStart(instance, ['openid'])).resolves.toBeNull();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
