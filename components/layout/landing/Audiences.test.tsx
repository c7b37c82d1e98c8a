import { screen } from '@testing-library/react';
import { renderInShell } from '../testing/render-shell';
import { Audiences } from './Audiences';

describe('Audiences', () => {
  it('presents developers, funders and equipment vendors while "show OEM" is on', () => {
    renderInShell(<Audiences />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'Equipment vendors' })).toBeInTheDocument();
  });

  it('leaves the equipment vendors out while "show OEM" is off', () => {
    renderInShell(<Audiences />, { settings: { showOem: false } });
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: 'Equipment vendors' })).toBeNull();
  });
});
