import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell, TEST_ME } from '@/components/layout/testing/render-shell';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';
import { DEVELOPER_ROOM, FOLDER_ID, REQUEST, REQUEST_ID } from '@/store/api/testing/dataroom';
import { endOfDay } from './GrantForm';
import { RequestsPanel } from './RequestsPanel';

const api = routedApiForEachTest();
const REQUESTS = '/sign-and-commit-opp/dataroom_request';

describe('RequestsPanel', () => {
  it('lists each investor’s request with the folders granted, and revokes one', async () => {
    let current = REQUEST;
    api.on('GET', REQUESTS, () => ({ body: [current] }));
    api.on('POST', '/sign-and-commit-opp/revoke', () => {
      current = { ...REQUEST, grants: REQUEST.grants.map((grant) => ({ ...grant, state: 'revoked' as const, revoked_at: '2026-11-23T09:00:00.000Z' })) };
      return { body: current };
    });
    renderInShell(<RequestsPanel room={DEVELOPER_ROOM} />, { me: TEST_ME });
    expect(await screen.findByText('Gina Granted')).toBeInTheDocument();
    expect(screen.getByText('We would like to see the kiln design.')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    // It asks first, naming the investor and the folder; nothing is sent until confirmed.
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this access?' });
    expect(dialog).toHaveTextContent(`Gina Granted can no longer open “${REQUEST.grants[0].folder_name}”`);
    expect(api.callsTo('POST', '/sign-and-commit-opp/revoke')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(api.callsTo('POST', '/sign-and-commit-opp/revoke')).toHaveLength(1));
    expect(JSON.parse(String(api.callsTo('POST', '/sign-and-commit-opp/revoke')[0].init.body))).toEqual({ request_id: REQUEST_ID, folder_id: FOLDER_ID });
    expect(await screen.findByText('Revoked')).toBeInTheDocument();
  });

  it('grants a folder with download, until the end of a chosen day', async () => {
    api.on('GET', REQUESTS, { body: [{ ...REQUEST, grants: [] }] });
    api.on('PUT', REQUESTS, { body: REQUEST });
    renderInShell(<RequestsPanel room={DEVELOPER_ROOM} />, { me: TEST_ME });
    await screen.findByText('Gina Granted');
    await userEvent.type(screen.getByLabelText('Until (optional)'), '2026-12-31');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Allow downloads' }));
    await userEvent.click(screen.getByRole('button', { name: 'Grant' }));
    await waitFor(() => expect(api.callsTo('PUT', REQUESTS)).toHaveLength(1));
    expect(JSON.parse(String(api.callsTo('PUT', REQUESTS)[0].init.body))).toEqual({
      request_id: REQUEST_ID,
      folder_id: FOLDER_ID,
      can_download: true,
      expires_at: '2026-12-31T23:59:59.000Z',
    });
  });

  it('reads a date input as the end of that day, and nothing else as a date', () => {
    expect(endOfDay('2027-01-15')).toBe('2027-01-15T23:59:59.000Z');
    expect(endOfDay('')).toBeNull();
    expect(endOfDay('15/01/2027')).toBeNull();
  });
});
