import { screen } from '@testing-library/react';
import { ApiRequestError, request } from '@/lib/api/request';
import { renderInShell } from '@/components/layout/testing/render-shell';
import { ArticleView } from './ArticleView';
import { ARTICLE } from '@/store/api/testing/knowledge';

jest.mock('@/lib/api/request', () => ({ ...jest.requireActual('@/lib/api/request'), request: jest.fn() }));
const mockedRequest = request as jest.MockedFunction<typeof request>;

beforeEach(() => jest.clearAllMocks());

describe('ArticleView', () => {
  it('renders the article the server gave, without calling the API', () => {
    renderInShell(<ArticleView slug={ARTICLE.slug} initialArticle={ARTICLE} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Feedstock moisture and dry mass' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'From wet mass to dry mass' })).toBeInTheDocument();
    expect(screen.getByText('Published on February 16, 2026 · Updated on March 1, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Measurement' })).toHaveAttribute('href', '/knowledge-hub?category=measurement');
    expect(screen.getByRole('link', { name: 'Back to the knowledge hub' })).toHaveAttribute('href', '/knowledge-hub');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Weigh the load', 'Measure its moisture']);
    expect(mockedRequest).not.toHaveBeenCalled();
  });

  it('fetches the article in the interface language when the server could not', async () => {
    mockedRequest.mockResolvedValueOnce({ ...ARTICLE, title: 'Humidité et masse sèche', version: 1 });
    renderInShell(<ArticleView slug={ARTICLE.slug} />, { language: 'fr' });
    expect(screen.getByRole('status', { name: 'Chargement de l’article…' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Humidité et masse sèche' })).toBeInTheDocument();
    expect(screen.queryByText(/Mis à jour/)).toBeNull();
    expect(mockedRequest).toHaveBeenCalledWith('GET', '/resources/articles', { slug: ARTICLE.slug }, expect.objectContaining({ language: 'fr' }));
  });

  it('says when the article does not exist', async () => {
    mockedRequest.mockRejectedValueOnce(new ApiRequestError(404, 'No article has the slug "gone"'));
    renderInShell(<ArticleView slug="gone" />);
    expect(await screen.findByText('This article does not exist or is no longer available.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
