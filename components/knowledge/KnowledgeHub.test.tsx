import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell } from '@/components/layout/testing/render-shell';
import { filtersFromQuery, type HubFilters } from '@/lib/page-routes/knowledge';
import { KnowledgeHub } from './KnowledgeHub';
import { HUB, pageOf, SUMMARIES } from '@/store/api/testing/knowledge';

const router = { pathname: '/knowledge-hub', asPath: '/knowledge-hub', replace: jest.fn(async () => true) };
jest.mock('next/router', () => ({ useRouter: () => router }));

const ALL: HubFilters = filtersFromQuery({});
const FULL_PAGE = pageOf(SUMMARIES, 8);

/** The address the hub last asked the server for. */
const lastAddress = () => (router.replace.mock.calls as unknown[][]).at(-1);

beforeEach(() => jest.clearAllMocks());

describe('KnowledgeHub', () => {
  it('shows the topics with their counts, the latest articles and the list the server read', () => {
    renderInShell(<KnowledgeHub filters={ALL} hub={HUB} list={FULL_PAGE} />);
    expect(screen.getByRole('link', { name: /Measurement/ })).toHaveTextContent('3');
    expect(screen.getByRole('link', { name: /All topics/ })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: /Eligibility/ })).toHaveAttribute('href', '/knowledge-hub?category=eligibility');
    expect(screen.getByText('8 articles')).toBeInTheDocument();
    const results = screen.getByRole('region', { name: 'Articles' });
    expect(results).toHaveTextContent('Feedstock moisture and dry mass');
    expect(results).toHaveTextContent('Published on February 16, 2026');
    expect(results).toHaveAttribute('aria-busy', 'false');
    const latest = screen.getByRole('region', { name: 'Latest articles' });
    expect(latest.querySelectorAll('a')[0]).toHaveAttribute('href', '/knowledge-hub/feedstock-dry-mass');
  });

  it('filters by topic through the address, and shows the list the server reads for it', async () => {
    const view = renderInShell(<KnowledgeHub filters={ALL} hub={HUB} list={FULL_PAGE} />);
    await userEvent.click(screen.getByRole('link', { name: /Eligibility/ }));
    expect(lastAddress()).toEqual([{ pathname: '/knowledge-hub', query: { category: 'eligibility' } }, undefined, { scroll: false }]);
    // Until the answer comes, the list waits: the old one is not shown under the new topic.
    expect(screen.getByRole('region', { name: 'Eligibility' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('8 articles')).toBeNull();
    view.rerender(<KnowledgeHub filters={{ ...ALL, category: 'eligibility' }} hub={HUB} list={pageOf([SUMMARIES[1]])} />);
    expect(screen.getByText('1 article')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Eligibility' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Eligibility/ })).toHaveAttribute('aria-current', 'true');
  });

  it('searches once typing pauses and offers to show everything when nothing matches', async () => {
    const view = renderInShell(<KnowledgeHub filters={ALL} hub={HUB} list={FULL_PAGE} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the articles' }), 'nothing');
    expect(await screen.findByRole('region', { name: 'Articles', busy: true })).toBeInTheDocument();
    expect(router.replace).toHaveBeenCalledTimes(1);
    expect(lastAddress()?.[0]).toEqual({ pathname: '/knowledge-hub', query: { search: 'nothing' } });
    view.rerender(<KnowledgeHub filters={{ ...ALL, search: 'nothing' }} hub={HUB} list={pageOf([], 0)} />);
    expect(screen.getByText('No article matches. Try other words or another topic.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show all articles' }));
    expect(lastAddress()?.[0]).toEqual({ pathname: '/knowledge-hub', query: {} });
    expect(screen.getByRole('searchbox', { name: 'Search the articles' })).toHaveValue('');
  });

  it('turns the page through the address', async () => {
    renderInShell(<KnowledgeHub filters={{ ...ALL, category: 'measurement' }} hub={HUB} list={pageOf(SUMMARIES, 25)} />);
    await userEvent.click(await screen.findByRole('button', { name: '2' }));
    expect(lastAddress()?.[0]).toEqual({ pathname: '/knowledge-hub', query: { category: 'measurement', page: '2' } });
  });

  it('starts from the filters of the address and speaks French', () => {
    const filters = filtersFromQuery({ category: 'eligibility', search: 'bois' });
    renderInShell(<KnowledgeHub filters={filters} hub={HUB} list={pageOf([SUMMARIES[1]])} />, { language: 'fr' });
    expect(screen.getByRole('heading', { name: 'Éligibilité' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Rechercher dans les articles' })).toHaveValue('bois');
    expect(screen.getByText('1 article')).toBeInTheDocument();
  });

  it('takes the filters of another address reached without leaving the page (the header link to the hub)', () => {
    const view = renderInShell(<KnowledgeHub filters={filtersFromQuery({ category: 'eligibility', search: 'bois' })} hub={HUB} list={pageOf([SUMMARIES[1]])} />);
    view.rerender(<KnowledgeHub filters={ALL} hub={HUB} list={FULL_PAGE} />);
    expect(screen.getByText('8 articles')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /All topics/ })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: /Eligibility/ })).toHaveAttribute('href', '/knowledge-hub?category=eligibility');
    expect(screen.getByRole('searchbox', { name: 'Search the articles' })).toHaveValue('');
  });

  it('says so when the list could not be read, and asks the server again', async () => {
    renderInShell(<KnowledgeHub filters={ALL} hub={null} list={null} />);
    expect(screen.getByText('The articles could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Topics' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(lastAddress()).toEqual(['/knowledge-hub', undefined, { scroll: false }]);
  });
});
