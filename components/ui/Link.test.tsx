import { render, screen } from '@testing-library/react';
import Link from './Link';

const nextLink = jest.fn();
jest.mock('next/link', () => ({
  __esModule: true,
  default: (props: { prefetch?: boolean; href: string; children: React.ReactNode }) => {
    nextLink(props);
    return <a href={props.href}>{props.children}</a>;
  },
}));

describe('Link', () => {
  it('leaves prefetching to hover and touch unless a page asks for it', () => {
    render(
      <>
        <Link href="/projects">Projects</Link>
        <Link href="/homepage" prefetch>
          Dashboard
        </Link>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Projects' })).toHaveAttribute('href', '/projects');
    expect(nextLink).toHaveBeenCalledWith(expect.objectContaining({ href: '/projects', prefetch: false }));
    expect(nextLink).toHaveBeenCalledWith(expect.objectContaining({ href: '/homepage', prefetch: true }));
  });
});
