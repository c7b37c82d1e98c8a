import { useState, type ReactElement } from 'react';
import { canonicalMarkup, serverRendered } from './testing/server-markup';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider, SegmentedControl } from '@mantine/core';
import { LazySegmentedControl } from './LazySegmentedControl';
import { StaticSegmentedControl } from './StaticSegmentedControl';

const DATA = [
  { value: 'all', label: 'All' },
  { value: 'owned', label: 'Mine' },
  { value: 'shared', label: 'Shared with me' },
];

/** What the server sends for an element, read back as the browser reads it. */
function serverMarkup(element: ReactElement): string {
  const container = serverRendered(element);
  const root = container.querySelector('[role="radiogroup"]');
  if (!root) throw new Error('no radio group');
  return canonicalMarkup(root);
}

function Scope() {
  const [value, setValue] = useState('all');
  return (
    <>
      <LazySegmentedControl aria-label="Scope" data={DATA} value={value} onChange={setValue} />
      <output>{value}</output>
    </>
  );
}

describe('StaticSegmentedControl', () => {
  it.each([
    ['plain', { 'aria-label': 'Scope' }],
    ['with style props and a style', { 'aria-label': 'Status', mb: 'md', style: { maxWidth: '100%', overflowX: 'auto' } }],
    ['small, with a class of its labels', { 'aria-labelledby': 'zone', size: 'xs', miw: 0, classNames: { label: 'clock-label' } }],
    ['small, with a style of its labels', { 'aria-label': 'Period', size: 'xs', maw: '100%', styles: { label: { paddingInline: 6 } } }],
  ] as const)('draws what Mantine’s SegmentedControl draws before it mounts (%s)', (_name, props) => {
    const onChange = () => undefined;
    expect(serverMarkup(<StaticSegmentedControl {...props} data={DATA} value="owned" onChange={onChange} />)).toBe(
      serverMarkup(<SegmentedControl {...props} data={DATA} value="owned" onChange={onChange} />),
    );
  });
});

describe('LazySegmentedControl', () => {
  beforeAll(() => {
    // jsdom has no ResizeObserver, which Mantine's sliding indicator watches its segments with.
    if (!('ResizeObserver' in window)) {
      class InertResizeObserver {
        observe() {}
        unobserve() {}
        disconnect() {}
      }
      Object.assign(window, { ResizeObserver: InertResizeObserver });
    }
  });

  it('works as a radio group before Mantine’s control is loaded', () => {
    render(
      <MantineProvider>
        <Scope />
      </MantineProvider>,
    );
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
    fireEvent.click(screen.getByText('Shared with me'));
    expect(screen.getByRole('radio', { name: 'Shared with me' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('shared');
  });

  it('becomes Mantine’s control when the focus reaches it, the focused segment keeping the focus', async () => {
    render(
      <MantineProvider>
        <Scope />
      </MantineProvider>,
    );
    screen.getByRole('radio', { name: 'All' }).focus();
    // Mantine's control marks its root as initialized once mounted; the static one never does.
    await waitFor(() => expect(screen.getByRole('radiogroup', { name: 'Scope' })).toHaveAttribute('data-initialized'));
    expect(screen.getByRole('radio', { name: 'All' })).toHaveFocus();
    fireEvent.click(screen.getByText('Mine'));
    expect(screen.getByRole('radio', { name: 'Mine' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('owned');
  });
});
