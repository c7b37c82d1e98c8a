import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell, TEST_ME } from '@/components/layout/testing/render-shell';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';
import { FULL_LIST, TEASER_LIST } from '@/store/api/testing/opportunities';
import { OpportunitiesScreen } from './OpportunitiesScreen';

const router = { pathname: '/opportunities', asPath: '/opportunities', replace: jest.fn(async () => true) };
jest.mock('next/router', () => ({ useRouter: () => router }));

const api = routedApiForEachTest();
const query = (index: number) => new URL(api.callsTo('GET', '/opportunity')[index].url, 'https://app.test').searchParams;
const activated = { me: { ...TEST_ME, roles: ['investor' as const], investor_activated: true } };

beforeEach(() => router.replace.mockClear());

describe('OpportunitiesScreen', () => {
  it('shows visitors the teaser the server read: public fields only, no filters, and the way to an investor account', () => {
    renderInShell(<OpportunitiesScreen list={TEASER_LIST} page={1} />);
    const results = screen.getByRole('region', { name: 'Published opportunities' });
    expect(screen.getByText('1 opportunity')).toBeInTheDocument();
    expect(results).toHaveTextContent('Loire biochar, phase 2');
    expect(results).toHaveTextContent('Development');
    expect(results).not.toHaveTextContent('Ticket size');
    expect(screen.queryByRole('link', { name: 'Loire biochar, phase 2' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Create an investor account' })).toBeInTheDocument();
    expect(screen.queryByRole('search')).toBeNull();
    expect(api.callsTo('GET', '/opportunity')).toHaveLength(0);
  });

  it('turns the teaser’s pages through the address, marking the list busy until the server answers', async () => {
    const view = renderInShell(<OpportunitiesScreen list={{ ...TEASER_LIST, total: 25, page_size: 10 }} page={1} />);
    await userEvent.click(await screen.findByRole('button', { name: '2' }));
    expect(router.replace).toHaveBeenLastCalledWith({ pathname: '/opportunities', query: { page: '2' } }, undefined, { scroll: false });
    expect(screen.getByRole('region', { name: 'Published opportunities' })).toHaveAttribute('aria-busy', 'true');
    view.rerender(<OpportunitiesScreen list={{ ...TEASER_LIST, total: 25, page: 2, page_size: 10 }} page={2} />);
    expect(screen.getByRole('region', { name: 'Published opportunities' })).toHaveAttribute('aria-busy', 'false');
  });

  it('tells an investor not yet activated to finish their profile', () => {
    renderInShell(<OpportunitiesScreen list={TEASER_LIST} page={1} />, { me: { ...TEST_ME, roles: ['investor'] } });
    expect(screen.getByRole('link', { name: 'Your investor profile' })).toHaveAttribute('href', '/investor');
  });

  it('offers a visitor to try again when the server could not read the list', async () => {
    renderInShell(<OpportunitiesScreen list={null} page={1} />);
    expect(screen.getByText('Create an investor account')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(router.replace).toHaveBeenLastCalledWith('/opportunities', undefined, { scroll: false });
  });

  it('lets an activated investor filter and sort the full list, and open an opportunity', async () => {
    api.on('GET', '/opportunity', { body: FULL_LIST });
    renderInShell(<OpportunitiesScreen list={FULL_LIST} page={1} />, activated);
    expect(await screen.findByRole('link', { name: 'Loire biochar, phase 2' })).toHaveAttribute('href', `/opportunities/${FULL_LIST.items[0].id}`);
    expect(screen.getByRole('region', { name: 'Published opportunities' })).toHaveTextContent(/Ticket size€250,000 – €1\.5M/);
    // The server's answer is in the cache: the list is not read again.
    expect(api.callsTo('GET', '/opportunity')).toHaveLength(0);
    await userEvent.type(await screen.findByRole('textbox', { name: 'At least (tCO₂e / year)' }), '5000');
    await waitFor(() => expect(query(api.callsTo('GET', '/opportunity').length - 1).get('removals_min')).toBe('5000'));
    await userEvent.click(screen.getByRole('button', { name: 'Clear the filters' }));
    // Back to the unfiltered list (answered from the cache): the field is empty again.
    expect(screen.getByRole('textbox', { name: 'At least (tCO₂e / year)' })).toHaveValue('');
  });

  it('reads the list in the browser for a signed-in user whose list the server could not read', async () => {
    api.on('GET', '/opportunity', { body: FULL_LIST });
    renderInShell(<OpportunitiesScreen list={null} page={1} />, activated);
    expect(await screen.findByRole('link', { name: 'Loire biochar, phase 2' })).toBeInTheDocument();
    expect([...query(0).keys()]).toEqual([]);
  });
});
