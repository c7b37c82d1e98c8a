import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { theme } from '@/styles/theme';
import { FileDrop } from './FileDrop';
import { FileDropPrompt } from './FileDropPrompt';

describe('FileDropPrompt', () => {
  it('shows inside a drop area what to do and what it takes, its icon hidden from screen readers', () => {
    const { container } = render(
      <MantineProvider theme={theme}>
        <FileDrop label="Drop your logo here" onDrop={jest.fn()}>
          <FileDropPrompt icon="image" title="Drop your logo here" hint="PNG, JPEG or WebP, 2 MB at most" />
        </FileDrop>
      </MantineProvider>,
    );
    const area = screen.getByRole('button', { name: 'Drop your logo here' });
    expect(area).toHaveTextContent('Drop your logo herePNG, JPEG or WebP, 2 MB at most');
    expect(container.querySelector('svg.tabler-icon-photo')).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws a file icon by default, smaller in a compact prompt', () => {
    const { container } = render(
      <MantineProvider theme={theme}>
        <FileDropPrompt size="compact" title="Drop files" hint="PDF" />
      </MantineProvider>,
    );
    const icon = container.querySelector('svg.tabler-icon-file-upload');
    expect(icon).toHaveAttribute('width', '28');
    expect(screen.getByText('Drop files')).toBeInTheDocument();
  });
});
