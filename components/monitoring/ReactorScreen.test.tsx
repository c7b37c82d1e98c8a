import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell, TEST_ME } from '@/components/layout/testing/render-shell';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';
import { MONITORING, PROJECT_ID, REACTOR, REACTOR_ID, SITE } from '@/store/api/testing/monitoring';
import { ReactorScreen } from './ReactorScreen';

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
  api.on('GET', '/monitoring/reactor', () => ({ body: REACTOR }));
  api.on('GET', '/monitoring/create', () => ({ body: MONITORING }));
  api.on('GET', '/monitoring/sites', () => ({ body: [{ ...SITE, time_zone: 'Asia/Tokyo' }] }));
});

describe('ReactorScreen', () => {
  it('opens the tab the address names and puts the tab chosen in the address (R-20.14), the site’s zone named (R-20.1)', async () => {
    router.query = { id: PROJECT_ID, reactorId: REACTOR_ID, tab: 'alarms', period: 'week' };
    renderInShell(<ReactorScreen projectId={PROJECT_ID} reactorId={REACTOR_ID} />, { me: TEST_ME });
    expect(await screen.findByRole('tab', { name: 'Alarms' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText(/Asia\/Tokyo/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Parameters and devices' }));
    expect(router.replace).toHaveBeenCalledWith({ pathname: router.pathname, query: { id: PROJECT_ID, reactorId: REACTOR_ID, tab: 'setup', period: 'week' } }, undefined, {
      shallow: true,
      scroll: false,
    });
  });
});
