import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Header } from './Header';
import { renderInShell, TEST_ME } from './testing/render-shell';

jest.mock('@/lib/auth/actions', () => ({
  signIn: jest.fn(async () => undefined),
  signUp: jest.fn(async () => undefined),
  signOut: jest.fn(async () => undefined),
}));
jest.mock('next/router', () => ({
  useRouter: () => ({ pathname: '/', asPath: '/', replace: jest.fn(), push: jest.fn() }),
}));

const accountMenu = () => screen.getByRole('button', { name: 'Account menu of Ana Ferreira' });

describe('header menus loaded on first use', () => {
  it('announce a closed menu before their code is loaded', () => {
    renderInShell(<Header />, { me: TEST_ME });
    expect(accountMenu()).toHaveAttribute('aria-haspopup', 'menu');
    expect(accountMenu()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('open from the keyboard, and then work as an ordinary menu', async () => {
    renderInShell(<Header />, { me: TEST_ME });
    accountMenu().focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
    expect(accountMenu()).toHaveAttribute('aria-expanded', 'true');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(accountMenu()).toHaveAttribute('aria-expanded', 'false'));
    expect(accountMenu()).toHaveFocus();

    await userEvent.click(accountMenu());
    await waitFor(() => expect(accountMenu()).toHaveAttribute('aria-expanded', 'true'));
  });

  it('open the phone drawer from the burger', async () => {
    renderInShell(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'Open the menu' }));
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  });
});
