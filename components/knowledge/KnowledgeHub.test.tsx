import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { request, type RequestOptions } from '@/lib/api/request';
import { renderInShell } from '@/components/layout/testing/render-shell';
import { filtersFromQuery, KnowledgeHub, queryFromFilters } from './KnowledgeHub';
import { HUB, pageOf, SUMMARIES } from '@/store/api/testing/knowledge';

jest.mock('@/lib/api/request', () => ({ ...jest.requireActual('@/lib/api/request'), request: jest.fn() }));
const router = { pathname: '/knowledge-hub', query: {} as Record<string, string>, replace: jest.fn(async () => true) };
jest.mock('next/router', () => ({ useRouter: () => router }));

const mockedRequest = request as jest.MockedFunction<typeof request>;

/** The list calls made so far: their query and language. */
const listCalls = () =>
  mockedRequest.mock.calls
    .filter(([, route]) => route === '/resources/articles')
    .map(([, , payload, options]) => ({ payload, language: (options as RequestOptions | undefined)?.language }));

beforeEach(() => {
  jest.clearAllMocks();
  router.query = {};
  mockedRequest.mockImplementation(async (_method, route, payload) => {
    if (route === '/knowledge-hub') return HUB;
    const query = payload as { search?: string; category?: string };
    if (query.search === 'nothing') return pageOf([], 0);
    if (query.category === 'eligibility') return pageOf([SUMMARIES[1]]);
    return pageOf(SUMMARIES, 8);
  });
});

describe('KnowledgeHub', () => {
  it('shows the topics with their counts, the latest articles and the list', async () => {
    renderInShell(<KnowledgeHub />);
    expect(await screen.findByRole('button', { name: /Measurement/ })).toHaveTextContent('3');
    expect(screen.getByRole('button', { name: /All topics/ })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('8 articles')).toBeInTheDocument();
    const results = screen.getByRole('region', { name: 'Articles' });
    expect(results).toHaveTextContent('Feedstock moisture and dry mass');
    expect(results).toHaveTextContent('Published on February 16, 2026');
    const latest = screen.getByRole('region', { name: 'Latest articles' });
    expect(latest.querySelectorAll('a')[0]).toHaveAttribute('href', '/knowledge-hub/feedstock-dry-mass');
    expect(listCalls()[0]).toEqual({ payload: { page: 1, page_size: 10 }, language: 'en' });
  });

  it('filters by topic and keeps the choice in the address', async () => {
    renderInShell(<KnowledgeHub />);
    await userEvent.click(await screen.findByRole('button', { name: /Eligibility/ }));
    expect(await screen.findByText('1 article')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Eligibility' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Eligibility/ })).toHaveAttribute('aria-pressed', 'true');
    expect(listCalls().at(-1)?.payload).toEqual({ page: 1, page_size: 10, category: 'eligibility' });
    expect(router.replace).toHaveBeenLastCalledWith({ pathname: '/knowledge-hub', query: { category: 'eligibility' } }, undefined, { shallow: true, scroll: false });
  });

  it('searches once typing pauses and offers to show everything when nothing matches', async () => {
    renderInShell(<KnowledgeHub />);
    await screen.findByText('8 articles');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the articles' }), 'nothing');
    expect(await screen.findByText('No article matches. Try other words or another topic.')).toBeInTheDocument();
    expect(listCalls().map((call) => call.payload)).toContainEqual({ page: 1, page_size: 10, search: 'nothing' });
    expect(listCalls().map((call) => call.payload)).not.toContainEqual(expect.objectContaining({ search: 'noth' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show all articles' }));
    expect(await screen.findByText('8 articles')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search the articles' })).toHaveValue('');
  });

  it('starts from the filters of the address and speaks French', async () => {
    router.query = { category: 'eligibility', search: 'bois' };
    renderInShell(<KnowledgeHub />, { language: 'fr' });
    expect(await screen.findByRole('heading', { name: 'Éligibilité' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Rechercher dans les articles' })).toHaveValue('bois');
    await waitFor(() => expect(listCalls()[0]).toEqual({ payload: { page: 1, page_size: 10, search: 'bois', category: 'eligibility' }, language: 'fr' }));
  });

  it('says so when the list cannot be loaded', async () => {
    mockedRequest.mockImplementation(async (_method, route) => {
      if (route === '/knowledge-hub') return HUB;
      throw new Error('Network down');
    });
    renderInShell(<KnowledgeHub />);
    expect(await screen.findByText('The articles could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('hub filters in the address', () => {
  it('reads what it understands and writes only what differs from the defaults', () => {
    expect(filtersFromQuery({ category: 'gardening', page: '-2', search: ['a', 'b'] })).toEqual({ search: 'a', category: null, page: 1 });
    expect(filtersFromQuery({ category: 'finance', page: '3' })).toEqual({ search: '', category: 'finance', page: 3 });
    expect(queryFromFilters({ search: '  ', category: null, page: 1 })).toEqual({});
    expect(queryFromFilters({ search: ' h/c ', category: 'measurement', page: 2 })).toEqual({ search: 'h/c', category: 'measurement', page: '2' });
  });
});
