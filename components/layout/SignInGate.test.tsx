import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from '@/lib/auth/actions';
import { REDIRECT_AFTER_LOGIN_KEY } from '@/lib/constants';
import { makeStore } from '@/store';
import { setLoading } from '@/store/slices/app';
import { SignInGate } from './SignInGate';
import { renderInShell, TEST_ME } from './testing/render-shell';

jest.mock('@/lib/auth/actions', () => ({ signIn: jest.fn(async () => undefined), signUp: jest.fn(async () => undefined) }));
jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/proposals/42?tab=thread', pathname: '/proposals/[id]', query: {} }) }));

const gate = (
  <SignInGate title="Sign in to read proposals" body="Proposals are for the project's people." action="Sign in">
    <p>The proposal</p>
  </SignInGate>
);

function settledStore() {
  const store = makeStore();
  store.dispatch(setLoading(false));
  return store;
}

describe('SignInGate', () => {
  afterEach(() => window.localStorage.clear());

  it('shows the page to a signed-in user', () => {
    renderInShell(gate, { me: TEST_ME, store: settledStore() });
    expect(screen.getByText('The proposal')).toBeInTheDocument();
  });

  it('shows neither page nor invitation while the user is read', () => {
    renderInShell(gate);
    expect(screen.queryByText('The proposal')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sign in to read proposals' })).not.toBeInTheDocument();
  });

  it('invites a visitor to sign in, and comes back to this very address afterwards', async () => {
    renderInShell(gate, { store: settledStore() });
    expect(screen.queryByText('The proposal')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to read proposals' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(window.localStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBe('/proposals/42?tab=thread');
    expect(signIn).toHaveBeenCalledWith('signin');
  });
});
