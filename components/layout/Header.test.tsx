import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn, signOut, signUp } from '@/lib/auth/actions';
import { setClientConfig } from '@/lib/config/client-config';
import { handOffToV2 } from '@/lib/env/v2-handoff';
import { Header } from './Header';
import { renderInShell, TEST_ME } from './testing/render-shell';

jest.mock('@/lib/auth/actions', () => ({
  signIn: jest.fn(async () => undefined),
  signUp: jest.fn(async () => undefined),
  signOut: jest.fn(async () => undefined),
}));
jest.mock('@/lib/env/v2-handoff', () => ({ handOffToV2: jest.fn(async () => true) }));
jest.mock('next/router', () => ({
  useRouter: () => ({ pathname: '/', asPath: '/', replace: jest.fn(), push: jest.fn() }),
}));

beforeEach(() => jest.clearAllMocks());

describe('Header for a visitor', () => {
  it('signs in with the local account', async () => {
    renderInShell(<Header />);
    await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Sign in' }));
    expect(signIn).toHaveBeenCalledWith('signin');
  });

  it('signs up with the local account from the main button', async () => {
    renderInShell(<Header />);
    await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Sign up' }));
    expect(signUp).toHaveBeenCalledWith('signin');
  });

  it.each([
    ['Google', 'google'],
    ['LinkedIn', 'linkedin'],
    ['An investor account', 'investors'],
    ['An event invitation', 'events'],
    ['E-mail and password', 'signin'],
  ])('offers sign-up with %s through the %s policy', async (label, policy) => {
    setClientConfig({ federatedSignIn: ['google', 'linkedin'] });
    renderInShell(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'More ways to sign up' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: label }));
    expect(signUp).toHaveBeenCalledWith(policy);
    expect(signIn).not.toHaveBeenCalled();
  });

  it('offers Google and LinkedIn only when they are configured', async () => {
    setClientConfig({});
    renderInShell(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'More ways to sign up' }));
    expect(await screen.findByRole('menuitem', { name: 'E-mail and password' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Google' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'LinkedIn' })).toBeNull();
  });

  it('links to the landing sections in the page', () => {
    renderInShell(<Header />);
    const nav = screen.getAllByRole('navigation', { name: 'Main navigation' })[0];
    expect(within(nav).getByRole('link', { name: 'How it works' })).toHaveAttribute('href', '#how-it-works');
  });
});

describe('Header for a signed-in user', () => {
  it('shows the user menu instead of the sign-in buttons', () => {
    renderInShell(<Header />, { me: TEST_ME });
    const banner = screen.getByRole('banner');
    expect(within(banner).queryByRole('button', { name: 'Sign in' })).toBeNull();
    expect(within(banner).getByRole('button', { name: 'Account menu of Ana Ferreira' })).toHaveTextContent('Ana Ferreira');
  });

  it('Edit my profile starts the profile policy', async () => {
    renderInShell(<Header />, { me: TEST_ME });
    await userEvent.click(screen.getByRole('button', { name: 'Account menu of Ana Ferreira' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit my profile' }));
    expect(signIn).toHaveBeenCalledWith('profile');
  });

  it('Change my password opens the change-password form, not the forgotten-password mail', async () => {
    setClientConfig({});
    renderInShell(<Header />, { me: TEST_ME });
    await userEvent.click(screen.getByRole('button', { name: 'Account menu of Ana Ferreira' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Change my password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change my password' });
    expect(within(dialog).getByLabelText(/Current password/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^New password/)).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('Change my password starts the reset policy of Azure AD B2C, which keeps the password', async () => {
    setClientConfig({ b2cTenant: 'contoso' });
    renderInShell(<Header />, { me: TEST_ME });
    await userEvent.click(screen.getByRole('button', { name: 'Account menu of Ana Ferreira' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Change my password' }));
    expect(signIn).toHaveBeenCalledWith('reset');
    setClientConfig({});
  }, 15_000);

  it('leads investors to their investor profile from the account menu', async () => {
    renderInShell(<Header />, { me: { ...TEST_ME, roles: ['investor'] } });
    await userEvent.click(screen.getByRole('button', { name: 'Account menu of Ana Ferreira' }));
    expect(await screen.findByRole('menuitem', { name: 'Investor profile' })).toHaveAttribute('href', '/investor');
    expect(screen.queryByRole('menuitem', { name: 'Publications to review' })).toBeNull();
  });

  it('leads staff to their company, their support requests, the console, the review queues, the directories and the support inbox from the account menu', async () => {
    renderInShell(<Header />, { me: { ...TEST_ME, roles: ['developer', 'admin'] } });
    await userEvent.click(screen.getByRole('button', { name: 'Account menu of Ana Ferreira' }));
    await screen.findByRole('menuitem', { name: 'Publications to review' });
    const links = screen.getAllByRole('menuitem', { hidden: true }).filter((item) => item.hasAttribute('href'));
    expect(links.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Your account and data', '/account'],
      ['My company', '/company'],
      ['My support requests', '/support'],
      ['Staff console', '/staff'],
      ['Publications to review', '/staff/publications'],
      ['Investors to activate', '/staff/investors'],
      ['Developer directory', '/staff/developers'],
      ['Users', '/staff/users'],
      ['Support inbox', '/staff/support'],
    ]);
    expect(screen.queryByRole('menuitem', { name: 'Investor profile' })).toBeNull();
  });

  it('hands over to monitoring in the environment of the page', async () => {
    renderInShell(<Header />, { me: TEST_ME });
    await userEvent.click(screen.getByRole('button', { name: 'Account menu of Ana Ferreira' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Open plant monitoring' }));
    expect(handOffToV2).toHaveBeenCalledWith('/', { environment: 'staging' });
  });

  it('offers no monitoring hand-off while "show migration" is off', async () => {
    renderInShell(<Header />, { me: TEST_ME, settings: { showMigration: false } });
    await userEvent.click(screen.getByRole('button', { name: 'Account menu of Ana Ferreira' }));
    expect(await screen.findByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Open plant monitoring' })).toBeNull();
  });

  it('signs out', async () => {
    renderInShell(<Header />, { me: TEST_ME });
    await userEvent.click(screen.getByRole('button', { name: 'Account menu of Ana Ferreira' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalled();
  });
});
