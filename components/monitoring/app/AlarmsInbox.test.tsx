import { screen } from '@testing-library/react';
import { renderInShell, TEST_ME } from '@/components/layout/testing/render-shell';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';
import type { FleetAlarm } from '@/lib/schemas/monitoring-fleet';
import { AlarmsInbox } from './AlarmsInbox';

const api = routedApiForEachTest();
const ALARM: FleetAlarm = {
  id: '00000000-0000-4000-8000-00000000000a',
  reactor_id: '00000000-0000-4000-8000-00000000000b',
  reactor_name: 'Kiln 1',
  project_id: '00000000-0000-4000-8000-00000000000c',
  site_name: 'Koto yard',
  time_zone: 'Asia/Tokyo',
  parameter_name: 'temperature',
  severity: 'major',
  state: 'cleared_unacknowledged',
  message: 'Too hot',
  triggered_at: '2026-11-27T01:00:00.000Z',
};

describe('the alarms inbox (R-20.19)', () => {
  it('shows the reactor page’s severity and state, and links to the alarm picked out on its alarms tab', async () => {
    api.on('GET', '/monitoring/fleet/alarms', { body: [ALARM] });
    renderInShell(<AlarmsInbox />, { me: TEST_ME });
    const item = await screen.findByRole('listitem', { name: 'Kiln 1: Too hot' });
    expect(item).toHaveTextContent('Major');
    expect(item).toHaveTextContent('Back to normal, not acknowledged');
    expect(screen.getByRole('link', { name: 'Open this alarm on its reactor' })).toHaveAttribute(
      'href',
      `/projects/${ALARM.project_id}/monitoring/${ALARM.reactor_id}?tab=alarms&alarm=${ALARM.id}`,
    );
  });
});
