import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NextRouter } from 'next/router';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { renderInShell, TEST_ME } from '@/components/layout/testing/render-shell';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';
import type { Alarm } from '@/lib/schemas/monitoring-alarms';
import { ALARM, ALARM_ID, REACTOR } from '@/store/api/testing/monitoring';
import { AlarmsPanel } from './AlarmsPanel';
import { AlarmsTabLabel } from './AlarmsTabLabel';
import { ClockProvider } from './time/clock';
import { ClockSwitch } from './time/ClockSwitch';

// The viewer is in Paris, the site in Tokyo.
jest.mock('./time/zone', () => ({ ...jest.requireActual<typeof import('./time/zone')>('./time/zone'), viewerTimeZone: () => 'Europe/Paris' }));

const api = routedApiForEachTest();
const ALARMS = '/monitoring/alarms';
const SITE = { id: REACTOR.site_id, monitoring_id: REACTOR.monitoring_id, name: 'Yard', address: null, latitude: 0, longitude: 0, time_zone: 'Asia/Tokyo', reactor_count: 1 };
const BACK = { ...ALARM, id: '9b2d7c1e-7f0a-4c3e-9a51-1d2e3f4a5b6c', severity: 'warning', state: 'cleared_unacknowledged', cleared_at: '2026-11-25T09:30:00.000Z' } as Alarm;

beforeEach(() => {
  localStorage.clear();
  api.on('GET', '/monitoring/sites', () => ({ body: [{ ...SITE, created_at: ALARM.raised_at, updated_at: ALARM.raised_at }] }));
  api.on('GET', '/monitoring/alarms/notifications', () => ({ body: { monitoring_id: REACTOR.monitoring_id, severities: ['critical', 'major', 'minor', 'warning'] } }));
  api.on('PUT', '/monitoring/alarms/notifications', (call) => ({ body: JSON.parse(String(call.init.body)) as unknown }));
});

describe('AlarmsPanel', () => {
  it('shows severity and state in words, times on the screen’s clock (the site’s), named; acknowledges with a note, then clears', async () => {
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
    renderInShell(
      <ClockProvider siteZone="Asia/Tokyo">
        <ClockSwitch />
        <AlarmsPanel reactor={REACTOR} canManage />
      </ClockProvider>,
      { me: TEST_ME },
    );
    const raised = await screen.findByRole('listitem', { name: 'temperature alarm, Critical, Active, not acknowledged' });
    expect(raised).toHaveTextContent('temperature at 200 °C, below 350 °C');
    // 09:00:01 UTC is 6:00 PM in Tokyo.
    expect(await within(raised).findByText(/Raised on Nov 25, 2026, 6:00\sPM/)).toBeInTheDocument();
    expect(screen.getByText('Times in Asia/Tokyo')).toBeInTheDocument();
    // R-20.1: the switch of the screen moves the alarms' times with the chart's.
    await userEvent.click(screen.getByText('My time · Europe/Paris'));
    expect(within(raised).getByText(/Raised on Nov 25, 2026, 10:00\sAM/)).toBeInTheDocument();
    expect(screen.getByText('Times in Europe/Paris')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Site time · Asia/Tokyo'));
    await userEvent.type(screen.getByRole('textbox', { name: /Note/ }), 'Door open');
    await userEvent.click(screen.getByRole('button', { name: 'Acknowledge' }));
    const acknowledged = await screen.findByRole('listitem', { name: 'temperature alarm, Critical, Active, acknowledged' });
    expect(acknowledged).toHaveTextContent('Acknowledged by Ada Operator on Nov 25, 2026, 6:05');
    expect(JSON.parse(String(api.callsTo('PUT', ALARMS)[0].init.body))).toEqual({ alarm_id: ALARM_ID, action: 'acknowledge', note: 'Door open' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('No active alarm. All is well.')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('PUT', ALARMS)).toHaveLength(2));
  });

  it('keeps an alarm back to normal listed until acknowledged, and acknowledges all of them at once', async () => {
    let acknowledged = false;
    api.on('GET', ALARMS, () => ({ body: acknowledged ? [] : [BACK] }));
    api.on('POST', '/monitoring/alarms/acknowledge-cleared', () => ((acknowledged = true), { body: { acknowledged: 1 } }));
    renderInShell(<AlarmsPanel reactor={REACTOR} canManage />, { me: TEST_ME });
    expect(await screen.findByRole('listitem', { name: 'temperature alarm, Warning, Back to normal, not acknowledged' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Acknowledge all back to normal (1)' }));
    expect(await screen.findByText('No active alarm. All is well.')).toBeInTheDocument();
    expect(JSON.parse(String(api.callsTo('POST', '/monitoring/alarms/acknowledge-cleared')[0].init.body))).toEqual({ reactor_id: REACTOR.id });
  });

  it('picks out the alarm a link names, looking in the history when it is no longer active', async () => {
    api.on('GET', ALARMS, (call) => ({ body: call.url.includes('state=all') ? [ALARM, BACK] : [ALARM] }));
    const router = { query: { alarm: BACK.id, tab: 'alarms' }, pathname: '/', asPath: '/', push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() } as unknown as NextRouter;
    renderInShell(
      <RouterContext.Provider value={router}>
        <AlarmsPanel reactor={REACTOR} canManage={false} />
      </RouterContext.Provider>,
    );
    const named = await screen.findByRole('listitem', { name: /Warning/ });
    expect(named).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('radio', { name: 'History' })).toBeChecked();
    expect(screen.getByRole('listitem', { name: /Critical/ })).not.toHaveAttribute('aria-current');
  });

  it('lets me choose which severities mail me', async () => {
    api.on('GET', ALARMS, () => ({ body: [] }));
    renderInShell(<AlarmsPanel reactor={REACTOR} canManage={false} />, { me: TEST_ME });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Warning' }));
    await waitFor(() => expect(api.callsTo('PUT', '/monitoring/alarms/notifications')).toHaveLength(1));
    expect(JSON.parse(String(api.callsTo('PUT', '/monitoring/alarms/notifications')[0].init.body))).toEqual({
      monitoring_id: REACTOR.monitoring_id,
      severities: ['critical', 'major', 'minor'],
    });
  });
});

describe('AlarmsTabLabel', () => {
  it('counts the reactor’s alarms no one acknowledged yet', async () => {
    const counts = (total: number) => ({ critical: total, major: 0, minor: 0, warning: 0, total });
    api.on('GET', '/monitoring/alarms/summary', () => ({ body: [{ reactor_id: REACTOR.id, unacknowledged: counts(3), active: counts(1) }] }));
    renderInShell(<AlarmsTabLabel reactor={REACTOR} />);
    expect(await screen.findByLabelText('3 alarms to acknowledge')).toHaveTextContent('3');
    expect(screen.getByText('Alarms')).toBeInTheDocument();
  });
});
