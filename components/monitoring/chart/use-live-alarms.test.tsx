import { act, screen, waitFor } from '@testing-library/react';
import { renderInShell, TEST_ME } from '@/components/layout/testing/render-shell';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';
import { useGetAlarmsQuery } from '@/store/api/monitoring-reactor';
import { ALARM, ALARM_ID, REACTOR } from '@/store/api/testing/monitoring';
import type { LiveHandlers } from './live-stream';
import { useLiveAlarms } from './use-live-alarms';

const followers: LiveHandlers[] = [];
jest.mock('./live-stream', () => ({
  followReactor: (_reactorId: string, handlers: LiveHandlers) => {
    followers.push(handlers);
    return () => followers.splice(followers.indexOf(handlers), 1);
  },
}));

const api = routedApiForEachTest();
const ALARMS = '/monitoring/alarms';

function AlarmCount() {
  useLiveAlarms(REACTOR.id);
  const alarms = useGetAlarmsQuery({ reactor_id: REACTOR.id, state: 'active' });
  return <p>{alarms.data ? `${alarms.data.length} alarms` : 'loading'}</p>;
}

describe('useLiveAlarms', () => {
  it('reads the alarms again when the live stream tells of a change, and after a gap in the stream', async () => {
    let alarms: (typeof ALARM)[] = [];
    api.on('GET', ALARMS, () => ({ body: alarms }));
    renderInShell(<AlarmCount />, { me: TEST_ME });
    expect(await screen.findByText('0 alarms')).toBeInTheDocument();
    alarms = [ALARM];
    act(() => followers.forEach((follower) => follower.onAlarm?.({ reactor_id: REACTOR.id, alarm_id: ALARM_ID, state: ALARM.state })));
    expect(await screen.findByText('1 alarms')).toBeInTheDocument();
    // Live, then a gap: changes may have been missed meanwhile.
    alarms = [];
    act(() => followers.forEach((follower) => ['live', 'reconnecting', 'live'].forEach((state) => follower.onState?.(state as 'live'))));
    expect(await screen.findByText('0 alarms')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', ALARMS)).toHaveLength(3));
  });
});
