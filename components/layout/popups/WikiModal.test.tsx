import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError, request } from '@/lib/api/request';
import type { Article } from '@/lib/schemas/knowledge';
import { setWikiArticles, setWikiModal } from '@/store/slices/app';
import { renderInShell } from '../testing/render-shell';
import { articleSlugOf } from './wiki-articles';
import { WikiModal } from './WikiModal';

jest.mock('@/lib/api/request', () => ({ ...jest.requireActual('@/lib/api/request'), request: jest.fn() }));
const mockedRequest = request as jest.MockedFunction<typeof request>;

const PERMANENCE: Article = {
  slug: 'biochar-permanence',
  category: 'measurement',
  title: 'How long does biochar carbon stay stored?',
  summary: 'Methodologies credit the fraction expected to remain after 100 or 200 years.',
  body: 'Decay is slow.\n\n## Why H/C_org matters\n- Below **0.7**: stable\n- <b>not bold</b>',
  published_at: '2026-02-02T00:00:00.000Z',
  version: 1,
  updated_at: '2026-02-02T00:00:00.000Z',
};

beforeEach(() => jest.clearAllMocks());

describe('WikiModal', () => {
  it('fetches the linked article and renders its body as elements', async () => {
    mockedRequest.mockResolvedValue(PERMANENCE);
    const { store } = renderInShell(<WikiModal />);
    expect(mockedRequest).not.toHaveBeenCalled();
    act(() => {
      store.dispatch(setWikiModal({ open: true, link: 'biochar-permanence', question_id: 'q-7' }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Knowledge hub' });
    expect(await screen.findByRole('heading', { level: 2, name: PERMANENCE.title })).toBeInTheDocument();
    expect(dialog).toHaveTextContent(PERMANENCE.summary);
    expect(screen.getByRole('heading', { level: 3, name: 'Why H/C_org matters' })).toBeInTheDocument();
    expect(screen.getByText('0.7').tagName).toBe('STRONG');
    expect(screen.getByText('<b>not bold</b>')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Measurement');
    expect(screen.getByRole('link', { name: 'Open in the knowledge hub' })).toHaveAttribute('href', '/knowledge-hub/biochar-permanence');
    expect(mockedRequest).toHaveBeenCalledWith('GET', '/resources/articles', { slug: 'biochar-permanence' }, expect.objectContaining({ language: 'en' }));
  });

  it('asks in French and accepts a knowledge-hub address as the link', async () => {
    mockedRequest.mockResolvedValue({ ...PERMANENCE, title: 'Combien de temps le carbone reste-t-il stocké ?' });
    const { store } = renderInShell(<WikiModal />, { language: 'fr' });
    act(() => {
      store.dispatch(setWikiModal({ open: true, link: '/knowledge-hub/biochar-permanence', question_id: null }));
    });
    expect(await screen.findByRole('heading', { name: 'Combien de temps le carbone reste-t-il stocké ?' })).toBeInTheDocument();
    expect(mockedRequest).toHaveBeenCalledWith('GET', '/resources/articles', { slug: 'biochar-permanence' }, expect.objectContaining({ language: 'fr' }));
  });

  it('shows the article of the store while loading and when the API fails', async () => {
    mockedRequest.mockRejectedValue(new Error('Network down'));
    const { store } = renderInShell(<WikiModal />);
    act(() => {
      store.dispatch(setWikiArticles([{ slug: 'additionality', title: 'Additionality', content: 'Would it happen anyway?' }]));
      store.dispatch(setWikiModal({ open: true, link: 'additionality', question_id: null }));
    });
    expect(await screen.findByText('Would it happen anyway?')).toBeInTheDocument();
    await act(async () => undefined);
    expect(screen.getByText('Would it happen anyway?')).toBeInTheDocument();
  });

  it('says when the linked article does not exist, and when nothing is linked', async () => {
    mockedRequest.mockRejectedValue(new ApiRequestError(404, 'No article has the slug "gone"'));
    const { store } = renderInShell(<WikiModal />);
    act(() => {
      store.dispatch(setWikiModal({ open: true, link: 'gone', question_id: null }));
    });
    expect(await screen.findByText('This article does not exist or is no longer available.')).toBeInTheDocument();
    act(() => {
      store.dispatch(setWikiModal({ open: true, link: null, question_id: null }));
    });
    expect(await screen.findByText('No article is linked to this question yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(store.getState().app.wikiModal.open).toBe(false);
  });

  it('does not fetch a link that names no article', async () => {
    const { store } = renderInShell(<WikiModal />);
    act(() => {
      store.dispatch(setWikiModal({ open: true, link: 'https://example.org/some/page', question_id: null }));
    });
    expect(await screen.findByText('This article is not loaded yet: open it in the knowledge hub.')).toBeInTheDocument();
    expect(mockedRequest).not.toHaveBeenCalled();
  });
});

describe('articleSlugOf', () => {
  it.each([
    ['eligible-feedstocks', 'eligible-feedstocks'],
    ['/knowledge-hub/mrv-requirements', 'mrv-requirements'],
    ['/knowledge-hub/mrv-requirements/?from=question', 'mrv-requirements'],
    ['https://groundwork.eco/knowledge-hub/additionality#top', 'additionality'],
    ['/knowledge-hub/Not_A_Slug', null],
    ['/elsewhere/additionality', null],
    ['https://example.org/some/page', null],
    [null, null],
  ])('%s → %s', (link, slug) => {
    expect(articleSlugOf(link)).toBe(slug);
  });
});
