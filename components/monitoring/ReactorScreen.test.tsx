import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell, TEST_ME } from '@/components/layout/testing/render-shell';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';
import { ALARM_ID, MONITORING, PROJECT_ID, REACTOR, REACTOR_ID, SITE } from '@/store/api/testing/monitoring';
import type { LiveHandlers } from './chart/live-stream';
import { ReactorScreen } from './ReactorScreen';

/** The screen's followers of each reactor's live stream (the chart is mocked: none of them is the chart's). */
const followers = new Map<string, Set<LiveHandlers>>();
jest.mock('./chart/live-stream', () => ({
  followReactor: (reactorId: string, handlers: LiveHandlers) => {
    if (!followers.has(reactorId)) followers.set(reactorId, new Set());
    followers.get(reactorId)?.add(handlers);
    return () => followers.get(reactorId)?.delete(handlers);
  },
}));

const router = { pathname: '/projects/[id]/monitoring/[reactorId]', query: {} as Record<string, string>, replace: jest.fn(() => Promise.resolve(true)) };
jest.mock('next/router', () => ({ useRouter: () => router }));
jest.mock('./chart/ReactorChart', () => ({ ReactorChart: () => <p>chart</p> }));
jest.mock('./KpisPanel', () => ({ KpisPanel: () => <p>kpis</p> }));
jest.mock('./AlarmsPanel', () => ({ AlarmsPanel: () => <p>alarms</p> }));
jest.mock('./AlarmRulesPanel', () => ({ AlarmRulesPanel: () => <p>rules</p> }));
jest.mock('./ParametersPanel', () => ({ ParametersPanel: () => <p>parameters</p> }));
jest.mock('./DevicesPanel', () => ({ DevicesPanel: () => <p>devices</p> }));

const api = routedApiForEachTest();

beforeEach(() => {
  router.replace.mockClear();
  followers.clear();
  api.on('GET', '/monitoring/reactor', () => ({ body: REACTOR }));
  api.on('GET', '/monitoring/create', () => ({ body: MONITORING }));
  api.on('GET', '/monitoring/sites', () => ({ body: [{ ...SITE, time_zone: 'Asia/Tokyo' }] }));
});

describe('ReactorScreen', () => {
  it('opens the tab the address names and puts the tab chosen in the address (R-20.14), the site’s zone named (R-20.1)', async () => {
    router.query = { id: PROJECT_ID, reactorId: REACTOR_ID, tab: 'alarms', period: 'week' };
    renderInShell(<ReactorScreen projectId={PROJECT_ID} reactorId={REACTOR_ID} />, { me: TEST_ME });
    expect(await screen.findByRole('tab', { name: 'Alarms' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Site time · Asia/Tokyo')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Parameters and devices' }));
    expect(router.replace).toHaveBeenCalledWith({ pathname: router.pathname, query: { id: PROJECT_ID, reactorId: REACTOR_ID, tab: 'setup', period: 'week' } }, undefined, {
      shallow: true,
      scroll: false,
    });
  });

  it('keeps its alarms live while the alarms tab shows, the chart hidden or not (R-20.6)', async () => {
    router.query = { id: PROJECT_ID, reactorId: REACTOR_ID, tab: 'alarms' };
    const counts = (total: number) => ({ critical: 0, major: total, minor: 0, warning: 0, total });
    let waiting = 0;
    api.on('GET', '/monitoring/alarms/summary', () => ({ body: [{ reactor_id: REACTOR_ID, unacknowledged: counts(waiting), active: counts(waiting) }] }));
    renderInShell(<ReactorScreen projectId={PROJECT_ID} reactorId={REACTOR_ID} />, { me: TEST_ME });
    expect(await screen.findByRole('tab', { name: 'Alarms' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(followers.get(REACTOR_ID)?.size).toBeGreaterThan(0));
    // A device raises an alarm: the stream tells, the tab's count is read again.
    waiting = 1;
    act(() => followers.get(REACTOR_ID)?.forEach((follower) => follower.onAlarm?.({ reactor_id: REACTOR_ID, alarm_id: ALARM_ID, state: 'active_unacknowledged' })));
    expect(await screen.findByLabelText('1 alarm to acknowledge')).toBeInTheDocument();
  });
});
