import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell, TEST_ME } from '@/components/layout/testing/render-shell';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';
import type { RemovedParameter } from '@/lib/schemas/monitoring';
import { PARAMETER_ID, REACTOR, REACTOR_ID } from '@/store/api/testing/monitoring';
import { ParametersPanel } from './ParametersPanel';
import { ClockProvider } from './time/clock';

const api = routedApiForEachTest();
const PARAMETERS = '/monitoring/reactor/parameters';
const REMOVED = '/monitoring/reactor/parameters/removed';
const GONE: RemovedParameter = {
  id: PARAMETER_ID,
  reactor_id: REACTOR_ID,
  name: 'temperature',
  unit: '°C',
  measure: 'reactor_temperature',
  readings: 1200,
  removed_at: '2026-11-20T08:00:00.000Z',
  restorable_until: '2026-12-20T08:00:00.000Z',
};
const bodyOf = (call: { init: RequestInit }) => JSON.parse(String(call.init.body)) as Record<string, unknown>;

// what each parameter measures, its edit, a removal that asks for the name, and the restore.
describe('ParametersPanel', () => {
  it('shows what each parameter measures and removes one only once its name is typed', async () => {
    api.on('GET', REMOVED, () => ({ body: [] }));
    api.on('DELETE', PARAMETERS, () => ({ body: GONE }));
    renderInShell(<ParametersPanel reactor={REACTOR} canManage />, { me: TEST_ME });
    expect(screen.getByRole('row', { name: /temperature/ })).toHaveTextContent('Reactor temperature');
    await userEvent.click(screen.getByRole('button', { name: 'Remove temperature' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the parameter temperature?' });
    expect(dialog).toHaveTextContent('can be restored with its readings for 30 days');
    const confirm = within(dialog).getByRole('button', { name: 'Remove the parameter' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Parameter name' }), 'temperature');
    await userEvent.click(confirm);
    await waitFor(() => expect(api.callsTo('DELETE', PARAMETERS)).toHaveLength(1));
    expect(bodyOf(api.callsTo('DELETE', PARAMETERS)[0])).toEqual({ parameter_id: PARAMETER_ID, confirm_name: 'temperature' });
  });

  it('changes a parameter, its unit locked once readings are stored', async () => {
    api.on('GET', REMOVED, () => ({ body: [] }));
    api.on('PUT', PARAMETERS, () => ({ body: REACTOR.parameters[0] }));
    renderInShell(<ParametersPanel reactor={REACTOR} canManage />, { me: TEST_ME });
    await userEvent.click(screen.getByRole('button', { name: 'Change temperature' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the parameter temperature' });
    expect(within(dialog).getByRole('textbox', { name: 'Unit' })).toBeDisabled();
    const max = within(dialog).getByRole('textbox', { name: 'Normal maximum' });
    await userEvent.clear(max);
    await userEvent.type(max, '750');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', PARAMETERS)).toHaveLength(1));
    expect(bodyOf(api.callsTo('PUT', PARAMETERS)[0])).toMatchObject({ parameter_id: PARAMETER_ID, unit: '°C', normal_max: 750, measure: 'reactor_temperature', decimals: 1 });
  });

  it('lists the removed parameters with their dates on the screen’s clock and restores one', async () => {
    // 20:00 UTC is already the next day in Tokyo.
    api.on('GET', REMOVED, () => ({ body: [{ ...GONE, removed_at: '2026-11-20T20:00:00.000Z', restorable_until: '2026-12-20T20:00:00.000Z' }] }));
    api.on('POST', REMOVED, () => ({ body: REACTOR.parameters[0] }));
    renderInShell(
      <ClockProvider siteZone="Asia/Tokyo">
        <ParametersPanel reactor={{ ...REACTOR, parameters: [] }} canManage />
      </ClockProvider>,
      { me: TEST_ME },
    );
    const section = await screen.findByRole('region', { name: 'Removed parameters' });
    expect(section).toHaveTextContent('1,200 readings');
    expect(section).toHaveTextContent('Nov 21, 2026');
    expect(section).toHaveTextContent('restorable until Dec 21, 2026');
    await userEvent.click(within(section).getByRole('button', { name: 'Restore temperature' }));
    await waitFor(() => expect(api.callsTo('POST', REMOVED)).toHaveLength(1));
    expect(bodyOf(api.callsTo('POST', REMOVED)[0])).toEqual({ parameter_id: PARAMETER_ID });
  });
});
