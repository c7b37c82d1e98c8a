import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { theme } from '@/styles/theme';
import { LabelledProgress } from './LabelledProgress';
import { NamedProgress } from './NamedProgress';

function renderWithTheme(ui: React.ReactNode) {
  return render(<MantineProvider theme={theme}>{ui}</MantineProvider>);
}

describe('LabelledProgress', () => {
  it('names the progressbar element itself by its visible label, with its rounded value', () => {
    renderWithTheme(<LabelledProgress id="overall" label="Overall progress" value={33.3333} percent="33%" />);
    const bar = screen.getByRole('progressbar', { name: 'Overall progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '33');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);
  });
});

describe('NamedProgress', () => {
  it('takes a text name when no visible label names it', () => {
    renderWithTheme(<NamedProgress value={70} label="Progress of the step Feedstock" />);
    expect(screen.getByRole('progressbar', { name: 'Progress of the step Feedstock' })).toHaveAttribute('aria-valuenow', '70');
  });
});
