import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell, TEST_ME } from '@/components/layout/testing/render-shell';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';
import { StaffOems } from './StaffOems';
import { OEM, OEM_ID } from '@/store/api/testing/oems';

const api = routedApiForEachTest();
const staff = { ...TEST_ME, roles: ['admin' as const] };
const PENDING = { ...OEM, status: 'pending' as const };

describe('StaffOems', () => {
  it('shows a pending OEM with its offer and verifies it', async () => {
    api.on('GET', '/internal/oems', { body: { items: [PENDING], total: 1, page: 1, page_size: 20 } });
    api.on('POST', '/internal/oems/decision', { body: OEM });
    renderInShell(<StaffOems />, { me: staff });
    const card = await screen.findByRole('article', { name: 'Pyrotec Kilns' });
    expect(card).toHaveTextContent('1 model: RK-2 (2000–8000 t)');
    expect(card).toHaveTextContent('Three plants in Brittany.');
    await userEvent.click(within(card).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(api.callsTo('POST', '/internal/oems/decision')).toHaveLength(1));
    expect(JSON.parse(String(api.callsTo('POST', '/internal/oems/decision')[0].init.body))).toEqual({ company_id: OEM_ID, decision: 'verify' });
  });

  it('refuses with a reason written in a dialog, and shows the API’s refusal of a short one', async () => {
    api.on('GET', '/internal/oems', { body: { items: [PENDING], total: 1, page: 1, page_size: 20 } });
    api.on('POST', '/internal/oems/decision', { status: 400, body: { error: 'validation', message: 'Give the OEM a reason of a sentence' } });
    renderInShell(<StaffOems />, { me: staff });
    const card = await screen.findByRole('article', { name: 'Pyrotec Kilns' });
    await userEvent.click(within(card).getByRole('button', { name: 'Refuse' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Too short');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    await waitFor(() => expect(api.callsTo('POST', '/internal/oems/decision')).toHaveLength(1));
    expect(JSON.parse(String(api.callsTo('POST', '/internal/oems/decision')[0].init.body))).toEqual({ company_id: OEM_ID, decision: 'refuse', reason: 'Too short' });
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
  });
});
