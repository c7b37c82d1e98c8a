import { screen, waitFor } from '@testing-library/react';
import { renderInShell, TEST_ME } from '@/components/layout/testing/render-shell';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';
import type { Fleet } from '@/lib/schemas/monitoring-fleet';
import { MonitoringNav } from './MonitoringNav';

jest.mock('next/router', () => ({
  useRouter: () => ({ pathname: '/monitoring-app/alarms', asPath: '/alarms?x=1', query: {}, push: jest.fn(), replace: jest.fn(), events: { on: jest.fn(), off: jest.fn() } }),
}));

const api = routedApiForEachTest();
const counts = (unacknowledged: number): Fleet['alarms'] => ({ unacknowledged, active: { critical: unacknowledged, major: 0, minor: 0, warning: 0 } });

describe('the monitoring application’s navigation (R-20.6, R-20.19)', () => {
  it('counts the fleet’s alarms to acknowledge on "Alarms", and marks the page shown', async () => {
    api.on('GET', '/monitoring/fleet', { body: { reactors: [], alarms: counts(3) } });
    renderInShell(<MonitoringNav />, { me: TEST_ME });
    const nav = screen.getByRole('navigation', { name: 'Monitoring' });
    expect(await screen.findByLabelText('3 alarms to acknowledge')).toHaveTextContent('3');
    expect(screen.getByRole('link', { name: /^Alarms/ })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute('href', '/');
    expect(nav).toContainElement(screen.getByRole('link', { name: 'Forms' }));
  });

  it('shows no count when nothing waits', async () => {
    api.on('GET', '/monitoring/fleet', { body: { reactors: [], alarms: counts(0) } });
    renderInShell(<MonitoringNav />, { me: TEST_ME });
    await waitFor(() => expect(api.callsTo('GET', '/monitoring/fleet').length).toBeGreaterThan(0));
    expect(screen.getByRole('link', { name: 'Alarms' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/to acknowledge/)).toBeNull();
  });
});
