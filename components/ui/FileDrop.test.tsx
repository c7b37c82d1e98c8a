import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { theme } from '@/styles/theme';
import { acceptsFile, FileDrop, type FileDropProps } from './FileDrop';

const pdf = () => new File(['%PDF-1.7'], 'permit.pdf', { type: 'application/pdf' });
const png = (bytes = 4) => new File(['x'.repeat(bytes)], 'logo.png', { type: 'image/png' });
const exe = () => new File(['MZ'], 'tool.exe', { type: 'application/x-msdownload' });

function renderDrop(props: Partial<FileDropProps> = {}) {
  const onDrop = jest.fn();
  const onReject = jest.fn();
  render(
    <MantineProvider theme={theme}>
      <FileDrop label="Drop files here" inputLabel="Choose files" onDrop={onDrop} onReject={onReject} {...props}>
        <p>Drop files here</p>
      </FileDrop>
    </MantineProvider>,
  );
  const area = screen.getByRole('button', { name: 'Drop files here' });
  const input = screen.getByLabelText('Choose files') as HTMLInputElement;
  return { area, input, onDrop, onReject };
}

function dropOn(area: HTMLElement, files: File[]) {
  fireEvent.dragEnter(area, { dataTransfer: { files, types: ['Files'] } });
  fireEvent.drop(area, { dataTransfer: { files, types: ['Files'] } });
}

describe('FileDrop', () => {
  it('hands over the files dropped on it', () => {
    const { area, onDrop, onReject } = renderDrop({ accept: ['application/pdf'] });
    fireEvent.dragEnter(area, { dataTransfer: { files: [], types: ['Files'] } });
    expect(area).toHaveAttribute('data-dragging');
    dropOn(area, [pdf()]);
    expect(area).not.toHaveAttribute('data-dragging');
    expect(onDrop).toHaveBeenCalledWith([expect.objectContaining({ name: 'permit.pdf' })]);
    expect(onReject).not.toHaveBeenCalled();
  });

  it('hands over the files picked with its file input, which accepts the same types', async () => {
    const { input, onDrop } = renderDrop({ accept: ['application/pdf', 'image/*'] });
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'application/pdf,image/*');
    await userEvent.upload(input, [pdf(), png()]);
    expect(onDrop).toHaveBeenCalledWith([expect.objectContaining({ name: 'permit.pdf' }), expect.objectContaining({ name: 'logo.png' })]);
    // The same file can be picked again.
    expect(input.value).toBe('');
  });

  it('refuses the files of a type not accepted or too large, with the reasons, and takes the others', () => {
    const { area, onDrop, onReject } = renderDrop({ accept: ['application/pdf', 'image/png'], maxSize: 10 });
    dropOn(area, [pdf(), exe(), png(11)]);
    expect(onDrop).toHaveBeenCalledWith([expect.objectContaining({ name: 'permit.pdf' })]);
    expect(onReject).toHaveBeenCalledWith([
      { file: expect.objectContaining({ name: 'tool.exe' }), reasons: ['type'] },
      { file: expect.objectContaining({ name: 'logo.png' }), reasons: ['size'] },
    ]);
  });

  it('refuses several files at once when it takes one', () => {
    const { area, input, onDrop, onReject } = renderDrop({ multiple: false });
    expect(input).not.toHaveAttribute('multiple');
    dropOn(area, [pdf(), png()]);
    expect(onDrop).not.toHaveBeenCalled();
    expect(onReject).toHaveBeenCalledWith([
      { file: expect.objectContaining({ name: 'permit.pdf' }), reasons: ['count'] },
      { file: expect.objectContaining({ name: 'logo.png' }), reasons: ['count'] },
    ]);
  });

  it('is reached with Tab and opens the file input with Enter, Space or a click', async () => {
    const { area, input } = renderDrop();
    const opened = jest.fn();
    input.addEventListener('click', opened);
    await userEvent.tab();
    expect(area).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    expect(opened).toHaveBeenCalledTimes(2);
    await userEvent.click(area);
    expect(opened).toHaveBeenCalledTimes(3);
  });

  it.each([{ disabled: true }, { loading: true }])('takes nothing while %o, and says so', (props) => {
    const { area, input, onDrop } = renderDrop(props);
    const opened = jest.fn();
    input.addEventListener('click', opened);
    expect(area).toHaveAttribute('aria-disabled', 'true');
    expect(area).toHaveAttribute('tabindex', '-1');
    expect(input).toBeDisabled();
    fireEvent.keyDown(area, { key: 'Enter' });
    fireEvent.click(area);
    dropOn(area, [pdf()]);
    expect(opened).not.toHaveBeenCalled();
    expect(onDrop).not.toHaveBeenCalled();
    if ('loading' in props) expect(area).toHaveAttribute('aria-busy', 'true');
  });
});

describe('acceptsFile', () => {
  it('matches MIME types, families and extensions', () => {
    expect(acceptsFile({ name: 'a.pdf', type: 'application/pdf' }, ['application/pdf'])).toBe(true);
    expect(acceptsFile({ name: 'a.jpg', type: 'image/jpeg' }, ['image/*'])).toBe(true);
    expect(acceptsFile({ name: 'data.CSV', type: '' }, ['.csv'])).toBe(true);
    expect(acceptsFile({ name: 'a.txt', type: 'text/plain' }, ['application/pdf', '.csv'])).toBe(false);
    expect(acceptsFile({ name: 'a.txt', type: 'text/plain' }, undefined)).toBe(true);
  });
});
