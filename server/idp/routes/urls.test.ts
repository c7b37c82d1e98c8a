/** @jest-environment node */
import { readIdpSettings } from '../settings';
import { federationCallbackUrl, interactionUrls, resetLinkUrl } from './urls';

describe('provider page addresses', () => {
  const settings = readIdpSettings({ NODE_ENV: 'test', APP_ORIGIN: 'https://groundwork.example' });

  it('keeps every interaction page under the mount path, so the interaction cookie reaches it', () => {
    const urls = interactionUrls(settings, 'abc');
    expect(urls.base).toBe('/idp/interaction/abc');
    expect(urls.signin).toBe('/idp/interaction/abc/signin');
    expect(urls.federationReturn('google')).toBe('/idp/interaction/abc/federation/google/return');
    expect(urls.signupScreen).toBe('/idp/interaction/abc?screen=signup');
  });

  it('gives absolute addresses to what leaves the browser session (upstream callbacks, e-mailed links)', () => {
    expect(federationCallbackUrl(settings, 'linkedin')).toBe('https://groundwork.example/idp/federation/linkedin/callback');
    expect(resetLinkUrl(settings, 'tok')).toBe('https://groundwork.example/idp/reset/tok');
  });
});
