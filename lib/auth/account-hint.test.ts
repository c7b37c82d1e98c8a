import { hasCachedAccountHint } from './account-hint';

afterEach(() => window.localStorage.clear());

describe('cached account hint', () => {
  it('is true only when an account list names an account', () => {
    expect(hasCachedAccountHint()).toBe(false);
    window.localStorage.setItem('msal.3.account.keys', '[]');
    expect(hasCachedAccountHint()).toBe(false);
    window.localStorage.setItem('msal.account.keys', '["h1"]');
    expect(hasCachedAccountHint()).toBe(true);
  });

  it('ignores other entries and unreadable values', () => {
    window.localStorage.setItem('msal.3.token.keys.groundwork-web', '{"idToken":["x"]}');
    window.localStorage.setItem('msal.2.account.keys', 'not json');
    expect(hasCachedAccountHint()).toBe(false);
    window.localStorage.setItem('msal.3.account.keys', '["h1"]');
    expect(hasCachedAccountHint()).toBe(true);
  });
});
