import { isSafeRedirect, navigateAfterLogin, navigateAfterLogout, rememberRedirectAfterLogin } from './redirect';

describe('redirects', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    window.localStorage.clear();
  });

  afterEach(() => jest.useRealTimers());

  it('goes to /homepage after login without a stored value', () => {
    const navigate = jest.fn();
    expect(navigateAfterLogin(navigate)).toBe('/homepage');
    expect(navigate).toHaveBeenCalledWith('/homepage');
  });

  it('removes a stored redirect-after-login value and follows it after 100 ms', () => {
    const navigate = jest.fn();
    rememberRedirectAfterLogin('/opportunities/42');
    expect(window.localStorage.getItem('redirectAfterLogin')).toBe('/opportunities/42');
    navigateAfterLogin(navigate);
    expect(window.localStorage.getItem('redirectAfterLogin')).toBeNull();
    jest.advanceTimersByTime(99);
    expect(navigate).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/opportunities/42');
  });

  it('drops a stored value that leaves the site and goes to /homepage', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const navigate = jest.fn();
    window.localStorage.setItem('redirectAfterLogin', 'https://evil.example/');
    navigateAfterLogin(navigate);
    expect(window.localStorage.getItem('redirectAfterLogin')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/homepage');
    warn.mockRestore();
  });

  it('only remembers paths of this site', () => {
    rememberRedirectAfterLogin('//evil.example');
    expect(window.localStorage.getItem('redirectAfterLogin')).toBeNull();
    expect(isSafeRedirect('/homepage')).toBe(true);
    expect(isSafeRedirect('/\\evil')).toBe(false);
  });

  it('goes to the root path after logout', () => {
    const navigate = jest.fn();
    navigateAfterLogout(navigate);
    expect(navigate).toHaveBeenCalledWith('/');
  });
});
