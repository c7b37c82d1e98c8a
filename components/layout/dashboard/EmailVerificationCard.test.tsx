import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OTHER_USER, USER } from '@/store/api/testing/projects';
import { renderInShell, TEST_ME } from '../testing/render-shell';
import { OwnershipTransfersCard } from './OwnershipTransfersCard';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';

const TRANSFER = {
  id: '6c5b4a39-2817-4f6e-9d5c-4b3a29180716',
  project: { id: '8b1d3c5e-7f9a-4b2c-8d4e-6f8a0b2c4d6e', name: 'Ghana cocoa husks' },
  from: OTHER_USER,
  to_email: USER.email,
  status: 'pending',
  created_at: '2026-03-01T10:00:00.000Z',
  decided_at: null,
};

const api = routedApiForEachTest();

beforeEach(() => {
  api.on('GET', '/get_ownership', { body: { incoming: [TRANSFER], outgoing: [] } });
});

describe('offers to a user whose address is not confirmed', () => {
  const unconfirmed = { ...TEST_ME, email_verified: false };

  it('says why nothing is offered and sends the confirmation link again', async () => {
    api.on('POST', '/me/verification', { body: { sent: true, email: unconfirmed.email } });
    const { store } = renderInShell(<OwnershipTransfersCard />, { me: unconfirmed });
    // The card loads in its own chunk.
    const card = await screen.findByRole('region', { name: 'Confirm your e-mail address' });
    expect(within(card).getByText(/Projects shared with ana@example.org and projects offered to it open to you once/)).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Send the link again' }));
    await waitFor(() => expect(api.callsTo('POST', '/me/verification')).toHaveLength(1));
    await waitFor(() => expect(store.getState().app.toast).toBe('A new link is on its way to ana@example.org.'));
  });

  it('tells the user to wait when a link went out less than a minute ago', async () => {
    api.on('POST', '/me/verification', { status: 429, body: { detail: { message: 'too soon' } } });
    const { store } = renderInShell(<OwnershipTransfersCard />, { me: unconfirmed });
    await userEvent.click(await screen.findByRole('button', { name: 'Send the link again' }));
    await waitFor(() => expect(JSON.stringify(store.getState().app)).toContain('A link was sent less than a minute ago'));
  });

  it('shows the offers once the address is confirmed', async () => {
    renderInShell(<OwnershipTransfersCard />, { me: TEST_ME });
    expect(await screen.findByRole('region', { name: 'Projects offered to you' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Confirm your e-mail address' })).toBeNull();
  });
});
