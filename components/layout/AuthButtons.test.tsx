import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthContext, BEFORE_MSAL, type AuthValue } from '@/components/providers/AuthContext';
import { renderInShell } from './testing/render-shell';
import { AuthButtons } from './AuthButtons';

function withAuth(state: Partial<AuthValue>) {
  const value: AuthValue = { ...BEFORE_MSAL, signIn: jest.fn(), signUp: jest.fn(), signOut: jest.fn(), ...state };
  renderInShell(
    <AuthContext.Provider value={value}>
      <AuthButtons />
    </AuthContext.Provider>,
  );
  return value;
}

describe('AuthButtons', () => {
  it('signs in and signs up with the local account through MSAL, before MSAL has even loaded', async () => {
    const auth = withAuth({});
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(auth.signIn).toHaveBeenCalledWith('signin');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(auth.signUp).toHaveBeenCalledWith('signin');
  });

  it('waits while MSAL takes the browser to the provider, so that a second click starts nothing', () => {
    withAuth({ msalReady: true, inProgress: 'acquireToken' });
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeDisabled();
  });
});
