import { b2cPolicyNames, b2cPolicySettingName, DEFAULT_B2C_POLICY_NAMES, POLICIES, policyOfUserFlow } from './policies';

describe('policies', () => {
  it('lists the seven policies', () => {
    expect(POLICIES).toEqual(['signin', 'google', 'linkedin', 'investors', 'events', 'reset', 'profile']);
  });

  it('names each B2C setting B2C_POLICY_<NAME>', () => {
    expect(b2cPolicySettingName('investors')).toBe('B2C_POLICY_INVESTORS');
  });

  it('uses B2C_1_<policy> user flows by default', () => {
    expect(b2cPolicyNames({})).toEqual(DEFAULT_B2C_POLICY_NAMES);
    expect(DEFAULT_B2C_POLICY_NAMES.signin).toBe('B2C_1_signin');
  });

  it('takes configured user-flow names and ignores blank ones', () => {
    const names = b2cPolicyNames({ B2C_POLICY_GOOGLE: 'B2C_1A_google', B2C_POLICY_RESET: '  ' });
    expect(names.google).toBe('B2C_1A_google');
    expect(names.reset).toBe('B2C_1_reset');
  });

  it('finds the policy of a user flow by the configured names, case aside, and takes an unknown flow for signin', () => {
    const names = b2cPolicyNames({ B2C_POLICY_INVESTORS: 'B2C_1A_Fund_SignIn' });
    expect(policyOfUserFlow('b2c_1a_fund_signin', names)).toBe('investors');
    expect(policyOfUserFlow('B2C_1_google', names)).toBe('google');
    expect(policyOfUserFlow('b2c_1_events', names)).toBe('events');
    // The default name of a policy given another one is no longer that policy's.
    expect(policyOfUserFlow('B2C_1_investors', names)).toBe('signin');
    expect(policyOfUserFlow('B2C_1_unknown', names)).toBe('signin');
    expect(policyOfUserFlow(null, names)).toBe('signin');
  });
});
