import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ChoiceSelect, type ChoiceSelectProps } from './ChoiceSelect';

const KINDS = [
  { value: 'kiln_run_photo', label: 'Kiln run photo' },
  { value: 'quenching', label: 'Quenching' },
];

function Choice({ initial, empty }: { initial: string | null; empty?: ChoiceSelectProps['empty'] }) {
  const [value, setValue] = useState(initial);
  return (
    <MantineProvider env="test">
      <ChoiceSelect label="Evidence" data={KINDS} value={value} onChange={setValue} empty={empty} />
      <output>{value ?? 'none'}</output>
    </MantineProvider>
  );
}

describe('ChoiceSelect', () => {
  it('is a labelled native choice; a required one offers no empty option and no clear button', async () => {
    const { container } = render(<Choice initial="kiln_run_photo" />);
    const select = screen.getByRole('combobox', { name: 'Evidence' });
    expect(select.tagName).toBe('SELECT');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Kiln run photo', 'Quenching']);
    expect(container.querySelector('.mantine-InputClearButton-root')).toBeNull();
    await userEvent.selectOptions(select, 'quenching');
    expect(screen.getByRole('status')).toHaveTextContent('quenching');
  });

  it('an optional one is cleared by its empty option or by the clear button, drawn only while a choice is set', async () => {
    const { container } = render(<Choice initial="kiln_run_photo" empty={{ label: 'Not said' }} />);
    const select = screen.getByRole('combobox', { name: 'Evidence' });
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('Not said');
    await userEvent.selectOptions(select, '');
    expect(screen.getByRole('status')).toHaveTextContent('none');
    expect(container.querySelector('.mantine-InputClearButton-root')).toBeNull();
    await userEvent.selectOptions(select, 'quenching');
    const clear = container.querySelector('.mantine-InputClearButton-root');
    expect(clear).toHaveAttribute('aria-hidden', 'true');
    expect(clear?.parentElement).toHaveAttribute('data-combined-clear-section');
    fireEvent.click(clear as Element);
    expect(screen.getByRole('status')).toHaveTextContent('none');
    expect(select).toHaveValue('');
  });

  it('draws its empty option as a placeholder when asked', () => {
    render(<Choice initial={null} empty={{ label: 'No batch', placeholder: true }} />);
    expect(screen.getByRole('combobox', { name: 'Evidence' })).toHaveAttribute('data-empty');
  });
});
