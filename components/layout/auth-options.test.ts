import { signUpOptions } from './auth-options';

describe('the sign-up options', () => {
  it('leave out Google and LinkedIn when they are not configured', () => {
    expect(signUpOptions({ federatedSignIn: [] }).map((option) => option.policy)).toEqual(['signin', 'investors', 'events']);
  });

  it('offer each provider that is configured', () => {
    expect(signUpOptions({ federatedSignIn: ['linkedin'] }).map((option) => option.policy)).toEqual(['signin', 'linkedin', 'investors', 'events']);
    expect(signUpOptions({ federatedSignIn: ['google', 'linkedin'] })).toHaveLength(5);
  });
});
