import { screen } from '@testing-library/react';
import { renderInShell } from '../testing/render-shell';
import { Features } from './Features';

describe('Features', () => {
  it('shows "Match equipment" with the way to the OEM offer while "show OEM" is on', () => {
    renderInShell(<Features />);
    expect(screen.getByRole('heading', { name: 'Match equipment' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Equipment makers: describe your offer' })).toHaveAttribute('href', '/oem');
  });

  it('leaves matching out while "show OEM" is off', () => {
    renderInShell(<Features />, { settings: { showOem: false } });
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(screen.queryByRole('heading', { name: 'Match equipment' })).toBeNull();
    expect(screen.queryByRole('link', { name: /describe your offer/ })).toBeNull();
  });
});
