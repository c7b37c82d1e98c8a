import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell, TEST_ME } from '@/components/layout/testing/render-shell';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';
import { ALARM, ALARM_ID, REACTOR } from '@/store/api/testing/monitoring';
import { AlarmsPanel } from './AlarmsPanel';

const api = routedApiForEachTest();
const ALARMS = '/monitoring/alarms';

describe('AlarmsPanel', () => {
  it('acknowledges a raised alarm with a note, then clears it', async () => {
    let current = ALARM;
    api.on('GET', ALARMS, () => ({ body: current.state === 'cleared_acknowledged' ? [] : [current] }));
    api.on('PUT', ALARMS, (call) => {
      const body = JSON.parse(String(call.init.body)) as { action: string; note?: string };
      const person = { id: TEST_ME.id, name: 'Ada Operator' };
      current =
        body.action === 'acknowledge'
          ? { ...current, state: 'active_acknowledged', acknowledged_at: '2026-11-25T09:05:00.000Z', acknowledged_by: person, note: body.note ?? null }
          : { ...current, state: 'cleared_acknowledged', cleared_at: '2026-11-25T09:10:00.000Z', cleared_by: person };
      return { body: current };
    });
    renderInShell(<AlarmsPanel reactor={REACTOR} canManage />, { me: TEST_ME });
    const raised = await screen.findByRole('listitem', { name: 'temperature alarm, Raised' });
    expect(raised).toHaveTextContent('temperature at 200 °C, below 350 °C');
    await userEvent.type(screen.getByRole('textbox', { name: /Note/ }), 'Door open');
    await userEvent.click(screen.getByRole('button', { name: 'Acknowledge' }));
    const acknowledged = await screen.findByRole('listitem', { name: 'temperature alarm, Acknowledged' });
    expect(acknowledged).toHaveTextContent('Acknowledged by Ada Operator');
    expect(JSON.parse(String(api.callsTo('PUT', ALARMS)[0].init.body))).toEqual({ alarm_id: ALARM_ID, action: 'acknowledge', note: 'Door open' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('No active alarm. All is well.')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('PUT', ALARMS)).toHaveLength(2));
  });
});
