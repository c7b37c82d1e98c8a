import { DEFAULT_AUTH_CLIENT_ID, DEFAULT_BASE_DOMAIN, DEFAULT_PUBLIC_CONFIG, parsePublicConfig } from './public-config';
import { publicConfigSchema } from './public-config-schema';

const POLICY_NAMES = {
  signin: 'B2C_1A_signin',
  google: 'B2C_1A_google',
  linkedin: 'B2C_1A_linkedin',
  investors: 'B2C_1A_investors',
  events: 'B2C_1A_events',
  reset: 'B2C_1A_reset',
  profile: 'B2C_1A_profile',
};

/** Inputs the browser's check and the server's schema must judge alike (same verdict, same value). */
const CASES: [string, unknown][] = [
  ['nothing', {}],
  [
    'every value',
    {
      apiKey: 'k',
      authClientId: ' 1111-2222 ',
      b2cTenant: ' contoso ',
      b2cPolicies: POLICY_NAMES,
      appInsightsConnectionString: 'InstrumentationKey=abc',
      crmChatScriptUrl: 'https://chat.example/x.js',
      bugBountyScriptUrl: null,
      baseDomain: ' Example.ORG ',
    },
  ],
  ['the defaults themselves', DEFAULT_PUBLIC_CONFIG],
  ['unknown keys', { apiKey: 'k', other: true }],
  ['policy names with an unknown key', { b2cPolicies: { ...POLICY_NAMES, extra: 'x' } }],
  ['an empty API key', { apiKey: '' }],
  ['a blank client id', { authClientId: '   ' }],
  ['a numeric client id', { authClientId: 42 }],
  ['a null client id', { authClientId: null }],
  ['a null API key', { apiKey: null }],
  ['a blank optional setting', { b2cTenant: '  ' }],
  ['a numeric optional setting', { crmChatScriptUrl: 3 }],
  ['a missing policy name', { b2cPolicies: { signin: 'B2C_1_signin' } }],
  ['a blank policy name', { b2cPolicies: { ...POLICY_NAMES, reset: ' ' } }],
  ['policy names as a list', { b2cPolicies: [] }],
  ['null policy names', { b2cPolicies: null }],
  ['a blank base domain', { baseDomain: ' ' }],
  ['a map tile URL', { mapTileUrl: ' http://127.0.0.1:9/{z}/{x}/{y}.png ' }],
  ['an invalid map tile URL', { mapTileUrl: 'https://tiles.example/static.png' }],
  ['a numeric map tile URL', { mapTileUrl: 7 }],
  ['federated providers', { federatedSignIn: ['linkedin', 'google'] }],
  ['an unknown federated provider', { federatedSignIn: ['facebook'] }],
  ['federated providers as text', { federatedSignIn: 'google' }],
  ['null', null],
  ['a list', []],
  ['text', 'config'],
];

describe('client configuration check', () => {
  it('has the schema defaults', () => {
    expect(DEFAULT_PUBLIC_CONFIG).toEqual(publicConfigSchema.parse({}));
    expect(DEFAULT_PUBLIC_CONFIG.authClientId).toBe(DEFAULT_AUTH_CLIENT_ID);
    expect(DEFAULT_PUBLIC_CONFIG.baseDomain).toBe(DEFAULT_BASE_DOMAIN);
  });

  it.each(CASES)('judges %s as the server schema does', (_label, input) => {
    const expected = publicConfigSchema.safeParse(input);
    const actual = parsePublicConfig(input);
    expect(actual.success).toBe(expected.success);
    if (actual.success && expected.success) expect(actual.data).toEqual(expected.data);
    if (!actual.success) expect(actual.message).toEqual(expect.any(String));
  });

  it('gives each parse its own policy names', () => {
    const first = parsePublicConfig({});
    const second = parsePublicConfig({});
    expect(first.success && second.success && first.data.b2cPolicies !== second.data.b2cPolicies).toBe(true);
  });
});
