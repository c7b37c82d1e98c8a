import type { AccountInfo } from '@azure/msal-browser';
import { DEFAULT_PUBLIC_CONFIG } from '@/lib/config/public-config';
import { authorityFor, buildMsalConfiguration, loginRequest, loginScopes, policyOfAccount } from './msal-config';

const ORIGIN = 'https://localhost:3000';
const BUILT_IN = DEFAULT_PUBLIC_CONFIG;
const B2C = { ...DEFAULT_PUBLIC_CONFIG, b2cTenant: 'contoso', authClientId: '1111-2222' };

describe('scopes', () => {
  it('are openid, profile, offline_access and the client id', () => {
    expect(loginScopes(BUILT_IN)).toEqual(['openid', 'profile', 'offline_access', 'groundwork-web']);
    expect(loginScopes(B2C)).toEqual(['openid', 'profile', 'offline_access', '1111-2222']);
  });
});

describe('built-in provider', () => {
  it('uses the app origin /idp in OIDC mode with tokens in local storage', () => {
    expect(buildMsalConfiguration(ORIGIN, BUILT_IN)).toEqual({
      auth: {
        clientId: 'groundwork-web',
        authority: 'https://localhost:3000/idp',
        knownAuthorities: ['localhost:3000'],
        redirectUri: 'https://localhost:3000/',
        postLogoutRedirectUri: 'https://localhost:3000/',
      },
      cache: { cacheLocation: 'localStorage' },
      system: { protocolMode: 'OIDC' },
    });
  });

  it('sends the policy as the p query parameter', () => {
    expect(loginRequest('investors', ORIGIN, {}, BUILT_IN)).toEqual({
      scopes: ['openid', 'profile', 'offline_access', 'groundwork-web'],
      authority: 'https://localhost:3000/idp',
      redirectUri: 'https://localhost:3000/',
      extraQueryParameters: { p: 'investors' },
    });
  });

  it('on a monitoring host signs in at the main application provider, coming back to the monitoring host', () => {
    const monitoring = 'https://monitoring.localhost:3000';
    expect(buildMsalConfiguration(monitoring, BUILT_IN).auth).toEqual({
      clientId: 'groundwork-web',
      authority: 'https://localhost:3000/idp',
      knownAuthorities: ['localhost:3000'],
      redirectUri: 'https://monitoring.localhost:3000/',
      postLogoutRedirectUri: 'https://monitoring.localhost:3000/',
    });
    expect(authorityFor('signin', 'https://monitoring.staging.groundwork.eco', BUILT_IN)).toBe('https://staging.groundwork.eco/idp');
    expect(loginRequest('signin', monitoring, { silent: true }, BUILT_IN)).toEqual({
      scopes: ['openid', 'profile', 'offline_access', 'groundwork-web'],
      authority: 'https://localhost:3000/idp',
      redirectUri: 'https://monitoring.localhost:3000/',
      prompt: 'none',
      extraQueryParameters: { p: 'signin' },
    });
  });

  it('adds the signup option for a sign-up', () => {
    expect(loginRequest('signin', ORIGIN, { signUp: true }, BUILT_IN).extraQueryParameters).toEqual({
      p: 'signin',
      option: 'signup',
    });
  });
});

describe('Azure AD B2C', () => {
  it('uses the tenant b2clogin host and the policy user flow as authority', () => {
    const configuration = buildMsalConfiguration(ORIGIN, B2C);
    expect(configuration.auth.authority).toBe('https://contoso.b2clogin.com/contoso.onmicrosoft.com/B2C_1_signin');
    expect(configuration.auth.knownAuthorities).toEqual(['contoso.b2clogin.com']);
    expect(configuration.system).toEqual({});
    expect(authorityFor('google', ORIGIN, B2C)).toBe('https://contoso.b2clogin.com/contoso.onmicrosoft.com/B2C_1_google');
  });

  it('follows configured user-flow names', () => {
    const config = { ...B2C, b2cPolicies: { ...B2C.b2cPolicies, investors: 'B2C_1A_investors' } };
    expect(loginRequest('investors', ORIGIN, {}, config).authority).toBe('https://contoso.b2clogin.com/contoso.onmicrosoft.com/B2C_1A_investors');
  });

  it('sends no p parameter, and the signup option only for a sign-up', () => {
    expect(loginRequest('signin', ORIGIN, {}, B2C).extraQueryParameters).toBeUndefined();
    expect(loginRequest('signin', ORIGIN, { signUp: true }, B2C).extraQueryParameters).toEqual({ option: 'signup' });
  });
});

describe('policy of an account', () => {
  const account = (claims: Record<string, unknown>) => ({ idTokenClaims: claims }) as unknown as AccountInfo;

  it('reads the tfp claim of the built-in provider', () => {
    expect(policyOfAccount(account({ tfp: 'investors' }), BUILT_IN)).toBe('investors');
  });

  it('maps a B2C user-flow name back to its policy', () => {
    expect(policyOfAccount(account({ tfp: 'B2C_1_events' }), B2C)).toBe('events');
    expect(policyOfAccount(account({ acr: 'b2c_1_google' }), B2C)).toBe('google');
  });

  it('falls back to the local account policy', () => {
    expect(policyOfAccount(account({}), B2C)).toBe('signin');
  });
});
