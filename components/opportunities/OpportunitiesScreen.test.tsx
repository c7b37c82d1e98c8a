import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell, TEST_ME } from '@/components/layout/testing/render-shell';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';
import { FULL_LIST, TEASER_LIST } from '@/store/api/testing/opportunities';
import { OpportunitiesScreen } from './OpportunitiesScreen';

const api = routedApiForEachTest();
const query = (index: number) => new URL(api.callsTo('GET', '/opportunity')[index].url, 'https://app.test').searchParams;

describe('OpportunitiesScreen', () => {
  it('shows visitors the teaser: public fields only, no filters, and the way to an investor account', async () => {
    api.on('GET', '/opportunity', { body: TEASER_LIST });
    renderInShell(<OpportunitiesScreen />);
    const results = await screen.findByRole('region', { name: 'Published opportunities' });
    expect(await screen.findByText('1 opportunity')).toBeInTheDocument();
    expect(results).toHaveTextContent('Loire biochar, phase 2');
    expect(results).toHaveTextContent('Development');
    expect(results).not.toHaveTextContent('Ticket size');
    expect(screen.queryByRole('link', { name: 'Loire biochar, phase 2' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Create an investor account' })).toBeInTheDocument();
    expect(screen.queryByRole('search')).toBeNull();
    expect([...query(0).keys()]).toEqual([]);
  });

  it('tells an investor not yet activated to finish their profile', async () => {
    api.on('GET', '/opportunity', { body: TEASER_LIST });
    renderInShell(<OpportunitiesScreen />, { me: { ...TEST_ME, roles: ['investor'] } });
    expect(await screen.findByRole('link', { name: 'Your investor profile' })).toHaveAttribute('href', '/investor');
  });

  it('lets an activated investor filter and sort the full list, and open an opportunity', async () => {
    api.on('GET', '/opportunity', { body: FULL_LIST });
    renderInShell(<OpportunitiesScreen />, { me: { ...TEST_ME, roles: ['investor'], investor_activated: true } });
    expect(await screen.findByRole('link', { name: 'Loire biochar, phase 2' })).toHaveAttribute('href', `/opportunities/${FULL_LIST.items[0].id}`);
    expect(screen.getByRole('region', { name: 'Published opportunities' })).toHaveTextContent(/Ticket size€250,000 – €1\.5M/);
    await userEvent.type(await screen.findByRole('textbox', { name: 'At least (tCO₂e / year)' }), '5000');
    await waitFor(() => expect(query(api.callsTo('GET', '/opportunity').length - 1).get('removals_min')).toBe('5000'));
    await userEvent.click(screen.getByRole('button', { name: 'Clear the filters' }));
    // Back to the unfiltered list (answered from the cache): the field is empty again.
    expect(screen.getByRole('textbox', { name: 'At least (tCO₂e / year)' })).toHaveValue('');
  });
});
