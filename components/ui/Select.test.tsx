import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell } from '@/components/layout/testing/render-shell';
import { MultiSelect, Select } from './Select';

const DATA = ['Kiln 1', 'Kiln 2', 'Kiln 3'];
const options = () => screen.queryAllByRole('option', { hidden: true });

describe('Select', () => {
  it('has no list in the page until the pointer reaches it, then opens and chooses as Mantine’s', async () => {
    const chosen = jest.fn();
    renderInShell(<Select label="Reactor" data={DATA} onChange={chosen} />);
    expect(options()).toHaveLength(0);
    await userEvent.hover(screen.getByRole('combobox', { name: 'Reactor' }));
    await waitFor(() => expect(options()).toHaveLength(3));
    await userEvent.click(screen.getByRole('combobox', { name: 'Reactor' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Kiln 2' }));
    expect(chosen).toHaveBeenCalledWith('Kiln 2', expect.objectContaining({ value: 'Kiln 2' }));
  });

  it('mounts the list on focus, so that the arrow keys find an option at once', async () => {
    renderInShell(<Select label="Reactor" data={DATA} />);
    await userEvent.tab();
    expect(screen.getByRole('combobox', { name: 'Reactor' })).toHaveFocus();
    await waitFor(() => expect(options()).toHaveLength(3));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Reactor' })).toHaveAttribute('aria-activedescendant'));
  });

  it('keeps the handlers and the combobox options it is given', async () => {
    const focused = jest.fn();
    renderInShell(<MultiSelect label="Parameters" data={DATA} onFocus={focused} comboboxProps={{ keepMounted: true }} />);
    expect(options()).toHaveLength(3);
    await userEvent.tab();
    expect(focused).toHaveBeenCalled();
  });
});
