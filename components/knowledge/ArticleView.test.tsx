import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell } from '@/components/layout/testing/render-shell';
import { ArticleView } from './ArticleView';
import { ARTICLE } from '@/store/api/testing/knowledge';

const router = { asPath: '/knowledge-hub/feedstock-dry-mass', replace: jest.fn(async () => true) };
jest.mock('next/router', () => ({ useRouter: () => router }));

beforeEach(() => jest.clearAllMocks());

describe('ArticleView', () => {
  it('renders the article the server gave', () => {
    renderInShell(<ArticleView article={ARTICLE} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Feedstock moisture and dry mass' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'From wet mass to dry mass' })).toBeInTheDocument();
    expect(screen.getByText('Published on February 16, 2026 · Updated on March 1, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Measurement' })).toHaveAttribute('href', '/knowledge-hub?category=measurement');
    expect(screen.getByRole('link', { name: 'Back to the knowledge hub' })).toHaveAttribute('href', '/knowledge-hub');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Weigh the load', 'Measure its moisture']);
  });

  it('says nothing of an update for an article as first published, in French', () => {
    renderInShell(<ArticleView article={{ ...ARTICLE, title: 'Humidité et masse sèche', version: 1 }} />, { language: 'fr' });
    expect(screen.getByRole('heading', { level: 1, name: 'Humidité et masse sèche' })).toBeInTheDocument();
    expect(screen.queryByText(/Mis à jour/)).toBeNull();
  });

  it('offers to read the page again when the server could not read the article', async () => {
    renderInShell(<ArticleView article={null} />);
    expect(screen.getByText('The article could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(router.replace).toHaveBeenCalledWith('/knowledge-hub/feedstock-dry-mass', undefined, { scroll: false });
  });
});
