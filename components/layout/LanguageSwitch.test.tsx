import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deleteCookie, getCookie } from 'cookies-next/client';
import { LanguageSwitch } from './LanguageSwitch';
import { renderInShell } from './testing/render-shell';

const router = { pathname: '/homepage', asPath: '/homepage?tab=1', replace: jest.fn(async () => true) };
jest.mock('next/router', () => ({ useRouter: () => router }));

beforeEach(() => {
  router.replace.mockClear();
  deleteCookie('language', { path: '/' });
});

describe('LanguageSwitch', () => {
  it('names the current language, with the code it shows in its name', () => {
    renderInShell(<LanguageSwitch />);
    expect(screen.getByRole('button', { name: 'EN – Language: English' })).toHaveTextContent('EN');
  });

  it('names the language it shows in full on the full-width button', () => {
    renderInShell(<LanguageSwitch fullWidth />, { language: 'fr' });
    expect(screen.getByRole('button', { name: 'Langue : Français' })).toHaveTextContent('Français');
  });

  it('keeps French in the language cookie and reloads the page data', async () => {
    renderInShell(<LanguageSwitch />);
    await userEvent.click(screen.getByRole('button', { name: 'EN – Language: English' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Français' }));
    expect(getCookie('language')).toBe('fr');
    expect(router.replace).toHaveBeenCalledWith('/homepage?tab=1', undefined, { scroll: false });
  });

  it('does nothing when the current language is chosen again', async () => {
    renderInShell(<LanguageSwitch />, { language: 'fr' });
    await userEvent.click(screen.getByRole('button', { name: 'FR – Langue : Français' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Français' }));
    expect(getCookie('language')).toBeUndefined();
    expect(router.replace).not.toHaveBeenCalled();
  });
});
