import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell, TEST_ME } from '@/components/layout/testing/render-shell';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';
import { DEVICE, DEVICE_ID, REACTOR, REACTOR_ID } from '@/store/api/testing/monitoring';
import { DevicesPanel } from './DevicesPanel';

const api = routedApiForEachTest();
const DEVICES = '/monitoring/reactor/devices';

describe('DevicesPanel', () => {
  it('shows a new device’s key once, with a copy button and the warning, and forgets it when dismissed', async () => {
    api.on('POST', DEVICES, () => ({ body: { device: { ...DEVICE, name: 'Gas meter' }, key: 'gwd_secret_key_123' } }));
    api.on('GET', '/monitoring/reactor', () => ({ body: REACTOR }));
    renderInShell(<DevicesPanel reactor={REACTOR} canManage />, { me: TEST_ME });
    await userEvent.type(screen.getByRole('textbox', { name: /Device name/ }), 'Gas meter');
    await userEvent.click(screen.getByRole('button', { name: 'Add the device' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('gwd_secret_key_123');
    expect(notice).toHaveTextContent('you will not see it again');
    expect(screen.getByRole('button', { name: 'Copy the key' })).toBeInTheDocument();
    expect(JSON.parse(String(api.callsTo('POST', DEVICES)[0].init.body))).toEqual({ reactor_id: REACTOR_ID, name: 'Gas meter' });
    await userEvent.click(screen.getByRole('button', { name: 'I have saved it' }));
    expect(screen.queryByText('gwd_secret_key_123')).not.toBeInTheDocument();
  });

  it('rotates a key (the new one shown once) and revokes a device', async () => {
    api.on('PUT', DEVICES, (call) => {
      const body = JSON.parse(String(call.init.body)) as { action: string };
      return { body: body.action === 'rotate' ? { device: DEVICE, key: 'gwd_rotated' } : { device: { ...DEVICE, revoked_at: '2026-11-25T10:00:00.000Z' } } };
    });
    api.on('GET', '/monitoring/reactor', () => ({ body: REACTOR }));
    renderInShell(<DevicesPanel reactor={REACTOR} canManage />, { me: TEST_ME });
    await userEvent.click(screen.getByRole('button', { name: 'Give Kiln logger a new key' }));
    expect(await screen.findByText('gwd_rotated')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Revoke Kiln logger' }));
    await waitFor(() => expect(api.callsTo('PUT', DEVICES)).toHaveLength(2));
    expect(JSON.parse(String(api.callsTo('PUT', DEVICES)[1].init.body))).toEqual({ device_id: DEVICE_ID, action: 'revoke' });
  });

  it('gives a reader no control', () => {
    renderInShell(<DevicesPanel reactor={REACTOR} canManage={false} />, { me: TEST_ME });
    expect(screen.queryByRole('button', { name: /Revoke|Add the device/ })).not.toBeInTheDocument();
  });
});
