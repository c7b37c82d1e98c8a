import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell, TEST_ME } from '@/components/layout/testing/render-shell';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';
import { FULL_LIST } from '@/store/api/testing/opportunities';
import { OpportunitiesScreen } from './OpportunitiesScreen';

jest.mock('next/router', () => ({ useRouter: () => ({ pathname: '/opportunities', asPath: '/opportunities', replace: jest.fn() }) }));

const api = routedApiForEachTest();
const activated = { me: { ...TEST_ME, roles: ['investor' as const], investor_activated: true } };

describe('saving an opportunity', () => {
  it('saves one from the list, shows it saved, and lists only the saved ones on demand', async () => {
    const saved = { ...FULL_LIST, items: FULL_LIST.items.map((item) => ({ ...item, saved: true })) };
    api.on('GET', '/opportunity', (call) => ({ body: new URL(call.url, 'https://app.test').searchParams.get('saved') === 'true' ? saved : FULL_LIST }));
    api.on('PUT', '/opportunity', (call) => ({ body: JSON.parse(String(call.init.body)) as unknown }));
    renderInShell(<OpportunitiesScreen list={FULL_LIST} page={1} />, activated);
    const toggle = await screen.findByRole('button', { name: 'Save “Loire biochar, phase 2” to find it again' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await waitFor(() => expect(api.callsTo('PUT', '/opportunity')).toHaveLength(1));
    expect(JSON.parse(String(api.callsTo('PUT', '/opportunity')[0].init.body))).toEqual({ opportunity_id: FULL_LIST.items[0].id, saved: true });

    await userEvent.click(screen.getByRole('checkbox', { name: 'Saved only' }));
    expect(await screen.findByRole('button', { name: 'Save “Loire biochar, phase 2” to find it again', pressed: true })).toHaveTextContent('Saved');
  });
});
