import { useState, type ReactElement } from 'react';
import { canonicalMarkup, serverRendered } from './testing/server-markup';
import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider, NativeSelect, TextInput } from '@mantine/core';
import { PlainNativeSelect, PlainTextInput } from './PlainInputs';

/** What the server sends for a field, read back as the browser reads it. */
function serverMarkup(element: ReactElement): string {
  const container = serverRendered(element);
  return [...container.children]
    .filter((child) => child.tagName !== 'STYLE')
    .map(canonicalMarkup)
    .join('');
}

const KINDS = [
  { value: '', label: 'All kinds' },
  { value: 'photo', label: 'Photo' },
];
const onChange = () => undefined;

describe('PlainTextInput', () => {
  it.each([
    ['with a left section', { leftSection: <svg aria-hidden />, placeholder: 'Name', maxLength: 100, type: 'search', style: { flex: '1 1 16rem' } }],
    ['plain', { type: 'text' }],
  ] as const)('draws what Mantine’s TextInput draws (%s)', (_name, props) => {
    expect(serverMarkup(<PlainTextInput label="Search" value="abc" onChange={onChange} {...props} />)).toBe(
      serverMarkup(<TextInput label="Search" value="abc" onChange={onChange} {...props} />),
    );
  });

  it('is a labelled text field', () => {
    function Search() {
      const [value, setValue] = useState('');
      return <PlainTextInput label="Search" value={value} onChange={(event) => setValue(event.currentTarget.value)} />;
    }
    render(
      <MantineProvider>
        <Search />
      </MantineProvider>,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'Biochar' } });
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('Biochar');
  });
});

describe('PlainNativeSelect', () => {
  it('draws what Mantine’s NativeSelect draws', () => {
    expect(serverMarkup(<PlainNativeSelect label="Kind" value="photo" onChange={onChange} data={KINDS} maw={320} />)).toBe(
      serverMarkup(<NativeSelect label="Kind" value="photo" onChange={onChange} data={KINDS} maw={320} />),
    );
  });

  it('is a labelled list of choices', () => {
    render(
      <MantineProvider>
        <PlainNativeSelect label="Kind" defaultValue="" data={KINDS} />
      </MantineProvider>,
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Kind' }), { target: { value: 'photo' } });
    expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveValue('photo');
  });
});
