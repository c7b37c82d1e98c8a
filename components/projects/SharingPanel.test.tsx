import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell } from '@/components/layout/testing/render-shell';
import { PROJECT_ID } from '@/store/api/testing/projects';
import { SharingPanel } from './SharingPanel';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';

const KEY = {
  id: '2b4d6f80-1a3c-4e5f-8a7b-9c0d1e2f3a4b',
  label: 'Engineering consultant',
  right: 'read',
  hint: 'x9Qz',
  created_at: '2026-03-02T10:00:00.000Z',
};

const api = routedApiForEachTest();

beforeEach(() => {
  api.on('GET', '/share', { body: { grants: [], access_keys: [] } });
});

describe('SharingPanel', () => {
  it('invites by e-mail with the chosen right', async () => {
    api.on('POST', '/share', {
      body: {
        kind: 'invite',
        grant: { id: KEY.id, email: 'bruno@example.org', right: 'edit', user: null, investor_relations: false, created_at: KEY.created_at },
      },
    });
    renderInShell(<SharingPanel projectId={PROJECT_ID} />);
    const invite = screen.getByRole('region', { name: 'Invite someone' });
    await userEvent.type(within(invite).getByRole('textbox', { name: 'E-mail address' }), 'bruno@example.org');
    await userEvent.click(within(invite).getByRole('radio', { name: 'Can edit' }));
    await userEvent.click(within(invite).getByRole('button', { name: 'Send the invitation' }));
    await waitFor(() => expect(api.callsTo('POST', '/share')).toHaveLength(1));
    expect(JSON.parse(String(api.callsTo('POST', '/share')[0].init.body))).toEqual({
      kind: 'invite',
      project_id: PROJECT_ID,
      email: 'bruno@example.org',
      right: 'edit',
    });
  });

  it('shows a new access key once, with a copy button', async () => {
    api.on('POST', '/share', { body: { kind: 'access_key', access_key: KEY, key: 'gw_live_secret_x9Qz' } });
    renderInShell(<SharingPanel projectId={PROJECT_ID} />);
    const section = screen.getByRole('region', { name: 'Create an access key' });
    await userEvent.type(within(section).getByRole('textbox', { name: 'What is it for?' }), 'Engineering consultant');
    await userEvent.click(within(section).getByRole('button', { name: 'Create the key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your access key' });
    expect(within(dialog).getByRole('textbox', { name: 'Access key' })).toHaveTextContent('gw_live_secret_x9Qz');
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText('gw_live_secret_x9Qz')).toBeNull());
  });

  it('names an editor for investor relations, and offers it to editors only', async () => {
    const editor = { id: KEY.id, email: 'bruno@example.org', right: 'edit', user: null, investor_relations: false, created_at: KEY.created_at };
    const reader = { ...editor, id: '3c5e7a91-2b4d-4f60-9b8c-0d1e2f3a4b5c', email: 'rita@example.org', right: 'read' };
    api.on('GET', '/share', { body: { grants: [editor, reader], access_keys: [] } });
    api.on('PATCH', '/share', { body: { ...editor, investor_relations: true } });
    renderInShell(<SharingPanel projectId={PROJECT_ID} />);
    const switches = await screen.findAllByRole('switch', { name: /Investor relations/ });
    expect(switches).toHaveLength(1);
    await userEvent.click(switches[0]);
    await waitFor(() => expect(api.callsTo('PATCH', '/share')).toHaveLength(1));
    expect(JSON.parse(String(api.callsTo('PATCH', '/share')[0].init.body))).toEqual({ project_id: PROJECT_ID, id: editor.id, investor_relations: true });
  });
});
