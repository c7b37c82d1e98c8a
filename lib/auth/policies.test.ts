import { b2cPolicyNames, b2cPolicySettingName, DEFAULT_B2C_POLICY_NAMES, POLICIES } from './policies';

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
});
