import { screen } from '@testing-library/react';
import { renderInShell } from '@/components/layout/testing/render-shell';
import { ArticleBody } from './ArticleBody';

const BODY = [
  'Pyrolysis heats biomass **without oxygen**.',
  '',
  '## What to record',
  '- Reactor temperature',
  '- Lab analyses, see [dry mass](/knowledge-hub/feedstock-dry-mass)',
  '',
  'More at [the registry](https://example.org/rules) or [nowhere](javascript:alert(1)).',
  '',
  '<script>alert("x")</script>',
].join('\n');

describe('ArticleBody', () => {
  it('renders headings, lists, bold text and safe links as elements', () => {
    const { container } = renderInShell(<ArticleBody body={BODY} />);
    expect(screen.getByRole('heading', { level: 2, name: 'What to record' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Reactor temperature', 'Lab analyses, see dry mass']);
    expect(screen.getByText('without oxygen').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'dry mass' })).toHaveAttribute('href', '/knowledge-hub/feedstock-dry-mass');
    const external = screen.getByRole('link', { name: 'the registry' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('link', { name: 'nowhere' })).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText('<script>alert("x")</script>')).toBeInTheDocument();
  });

  it('shifts heading levels under a higher title', () => {
    renderInShell(<ArticleBody body={'## Section\n### Detail'} headingOffset={1} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Section' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Detail' })).toBeInTheDocument();
  });
});
