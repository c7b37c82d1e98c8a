/** @jest-environment node */
import { parsePolicy, policyRequiresInteraction, requestedPolicy, wantsSignUp } from './policy';

describe('authorization request policy', () => {
  it('reads p in any case, with or without a B2C prefix', () => {
    expect(parsePolicy('investors')).toBe('investors');
    expect(parsePolicy(' Events ')).toBe('events');
    expect(parsePolicy('B2C_1_reset')).toBe('reset');
    expect(parsePolicy('b2c_1a_profile')).toBe('profile');
    expect(parsePolicy('admin')).toBeUndefined();
    expect(parsePolicy(undefined)).toBeUndefined();
  });

  it('falls back to signin', () => {
    expect(requestedPolicy({})).toBe('signin');
    expect(requestedPolicy({ p: 'nope' })).toBe('signin');
    expect(requestedPolicy({ p: 'google' })).toBe('google');
  });

  it('recognises the sign-up option however MSAL sends it', () => {
    expect(wantsSignUp({ signup: 'true' })).toBe(true);
    expect(wantsSignUp({ signup: '' })).toBe(true);
    expect(wantsSignUp({ option: 'SignUp' })).toBe(true);
    expect(wantsSignUp({ signup: 'false' })).toBe(false);
    expect(wantsSignUp({ option: 'other' })).toBe(false);
    expect(wantsSignUp({})).toBe(false);
  });
});

describe('when a session still needs the provider pages', () => {
  const base = { policy: 'signin' as const, signUp: false, sessionPolicy: 'signin', justLoggedIn: false };

  it('leaves single sign-on alone for the same policy', () => {
    expect(policyRequiresInteraction(base)).toBe(false);
  });

  it('asks again for another policy, a sign-up or an action', () => {
    expect(policyRequiresInteraction({ ...base, policy: 'investors' })).toBe(true);
    expect(policyRequiresInteraction({ ...base, signUp: true })).toBe(true);
    expect(policyRequiresInteraction({ ...base, policy: 'profile' })).toBe(true);
    expect(policyRequiresInteraction({ ...base, policy: 'reset' })).toBe(true);
  });

  it('treats a session left by an action as a plain sign-in', () => {
    expect(policyRequiresInteraction({ ...base, sessionPolicy: 'profile' })).toBe(false);
    expect(policyRequiresInteraction({ ...base, sessionPolicy: 'profile', policy: 'events' })).toBe(true);
  });

  it('never asks twice in one request, nor without a session (the login prompt does)', () => {
    expect(policyRequiresInteraction({ ...base, policy: 'investors', justLoggedIn: true })).toBe(false);
    expect(policyRequiresInteraction({ ...base, sessionPolicy: undefined, policy: 'profile' })).toBe(false);
  });
});
