import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell, TEST_ME } from '@/components/layout/testing/render-shell';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';
import { DEVICE, DEVICE_ID, REACTOR, REACTOR_ID } from '@/store/api/testing/monitoring';
import { DevicesPanel } from './DevicesPanel';

const api = routedApiForEachTest();
const DEVICES = '/monitoring/reactor/devices';
const BATCHES = '/monitoring/reactor/devices/batches';
const BATCH = {
  id: '00000000-0000-4000-8000-0000000000b1',
  received_at: '2026-11-25T09:59:00.000Z',
  received: 3,
  accepted: 1,
  duplicates: 1,
  refused_count: 1,
  refusals: [
    {
      index: 2,
      parameter: 'temperature',
      time: '2026-11-25T09:00:00Z',
      reason: 'conflict',
      message: 'a different value is already stored for this time; send a correction',
      stored_value: 510,
    },
  ],
};

beforeEach(() => {
  api.on('GET', BATCHES, () => ({ body: [] }));
});

describe('DevicesPanel', () => {
  it('shows a new device’s key once, with a copy button and the warning, and forgets it when dismissed', async () => {
    api.on('POST', DEVICES, () => ({
      body: { device: { ...DEVICE, name: 'Gas meter' }, key: 'gwd_secret_key_123', mqtt: { topic: 'groundwork/readings', replies_topic: 'groundwork/replies/gwd_secret' } },
    }));
    api.on('GET', '/monitoring/reactor', () => ({ body: REACTOR }));
    renderInShell(<DevicesPanel reactor={REACTOR} canManage />, { me: TEST_ME });
    await userEvent.type(screen.getByRole('textbox', { name: /Device name/ }), 'Gas meter');
    await userEvent.click(screen.getByRole('button', { name: 'Add the device' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('gwd_secret_key_123');
    expect(notice).toHaveTextContent('you will not see it again');
    expect(screen.getByRole('button', { name: 'Copy the key' })).toBeInTheDocument();
    // Where to send, in what form, a curl example with the key, and the MQTT topics.
    expect(screen.getByTestId('ingestion-url')).toHaveTextContent(`POST ${window.location.origin}/api/monitoring/gather-IOT-data`);
    expect(screen.getByTestId('curl-example')).toHaveTextContent("-H 'device-key: gwd_secret_key_123'");
    expect(screen.getByRole('button', { name: 'Copy the curl example' })).toBeInTheDocument();
    expect(screen.getByTestId('mqtt-topics')).toHaveTextContent('groundwork/readings');
    expect(JSON.parse(String(api.callsTo('POST', DEVICES)[0].init.body))).toEqual({ reactor_id: REACTOR_ID, name: 'Gas meter' });
    await userEvent.click(screen.getByRole('button', { name: 'I have saved it' }));
    expect(screen.queryByText('gwd_secret_key_123')).not.toBeInTheDocument();
  });

  it('asks before giving a new key (the new one shown once) and before revoking, naming the device', async () => {
    api.on('PUT', DEVICES, (call) => {
      const body = JSON.parse(String(call.init.body)) as { action: string };
      return { body: body.action === 'rotate' ? { device: DEVICE, key: 'gwd_rotated', mqtt: null } : { device: { ...DEVICE, revoked_at: '2026-11-25T10:00:00.000Z' } } };
    });
    api.on('GET', '/monitoring/reactor', () => ({ body: REACTOR }));
    renderInShell(<DevicesPanel reactor={REACTOR} canManage />, { me: TEST_ME });
    await userEvent.click(screen.getByRole('button', { name: 'Give Kiln logger a new key' }));
    const rotate = await screen.findByRole('dialog', { name: 'Give Kiln logger a new key?' });
    expect(rotate).toHaveTextContent('current key stops working at once');
    expect(api.callsTo('PUT', DEVICES)).toHaveLength(0);
    await userEvent.click(within(rotate).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PUT', DEVICES)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Give Kiln logger a new key' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Give a new key' }));
    expect(await screen.findByText('gwd_rotated')).toBeInTheDocument();
    expect(screen.queryByTestId('mqtt-topics')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Revoke Kiln logger' }));
    const revoke = await screen.findByRole('dialog', { name: 'Revoke Kiln logger?' });
    expect(revoke).toHaveTextContent('stops working at once and for good');
    expect(api.callsTo('PUT', DEVICES)).toHaveLength(1);
    await userEvent.click(within(revoke).getByRole('button', { name: 'Revoke the device' }));
    await waitFor(() => expect(api.callsTo('PUT', DEVICES)).toHaveLength(2));
    expect(JSON.parse(String(api.callsTo('PUT', DEVICES)[1].init.body))).toEqual({ device_id: DEVICE_ID, action: 'revoke' });
  });

  it('shows each device’s last batch and its refusals with their reasons', async () => {
    api.on('GET', BATCHES, () => ({ body: [BATCH] }));
    renderInShell(<DevicesPanel reactor={REACTOR} canManage={false} />, { me: TEST_ME });
    expect(await screen.findByTestId('last-batch')).toHaveTextContent('1 accepted, 1 duplicate, 1 refused');
    const refusals = screen.getByRole('list', { name: 'Refused readings of the last batches' });
    expect(refusals).toHaveTextContent('temperature at');
    expect(refusals).toHaveTextContent('a different value is already stored for this time; send a correction');
    expect(refusals).not.toHaveTextContent('2026-11-25T09:00:00Z');
  });

  it('gives a reader no control', () => {
    renderInShell(<DevicesPanel reactor={REACTOR} canManage={false} />, { me: TEST_ME });
    expect(screen.queryByRole('button', { name: /Revoke|Add the device/ })).not.toBeInTheDocument();
  });
});
