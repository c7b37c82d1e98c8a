import { act, screen, within } from '@testing-library/react';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';
import type { Fleet, FleetReactor } from '@/lib/schemas/monitoring-fleet';
import { renderInShell, TEST_ME } from '../testing/render-shell';
import { MonitoringCard } from './MonitoringCard';

jest.mock('next/router', () => ({
  useRouter: () => ({ pathname: '/homepage', asPath: '/homepage', query: {}, push: jest.fn(), replace: jest.fn(), events: { on: jest.fn(), off: jest.fn() } }),
}));

const NOW = Date.parse('2026-11-27T09:00:00Z');
const api = routedApiForEachTest();

const reactor = (overrides: Partial<FleetReactor>): FleetReactor => ({
  id: '5f0e8d1c-3b2a-4c9d-8e7f-6a5b4c3d2e1f',
  name: 'Kiln 1',
  project_id: '0b8e2c4d-6f8a-4b2c-8d4e-1a3c5e7f9b2d',
  project_name: 'Causse kiln',
  site: { id: '7e6d5c4b-3a29-4180-9f6e-5d4c3b2a1908', name: 'Causse Méjean', time_zone: 'Asia/Tokyo' },
  status: 'online',
  last_reading_at: new Date(NOW - 12_000).toISOString(),
  parameters: [
    {
      id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
      name: 'temperature',
      unit: '°C',
      decimals: 1,
      expected_interval_s: 60,
      latest: { time: new Date(NOW - 12_000).toISOString(), value: 642.4999999 },
    },
  ],
  alarms: { unacknowledged: 2, active: { critical: 1, major: 0, minor: 0, warning: 1 } },
  ...overrides,
});

const FLEET: Fleet = {
  reactors: [
    reactor({}),
    reactor({
      id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      name: 'Kiln 2',
      status: 'silent',
      alarms: { unacknowledged: 0, active: { critical: 0, major: 0, minor: 0, warning: 0 } },
    }),
  ],
  alarms: { unacknowledged: 2, active: { critical: 1, major: 0, minor: 0, warning: 1 } },
};

describe('the dashboard’s monitoring card (R-20.13)', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: NOW, advanceTimers: true });
    api.on('GET', '/monitoring/fleet', { body: FLEET });
  });
  afterEach(() => jest.useRealTimers());

  it('shows each reactor’s status, newest values at their precision, alarms, and a last reading that ages by itself', async () => {
    renderInShell(<MonitoringCard />, { me: TEST_ME });
    const kiln = await screen.findByRole('article', { name: 'Kiln 1' });
    expect(within(kiln).getByText('Online')).toBeInTheDocument();
    expect(within(kiln).getByText('642.5 °C')).toBeInTheDocument();
    expect(within(kiln).getByText('2 alarms to acknowledge')).toBeInTheDocument();
    expect(within(kiln).getByText('1 critical')).toBeInTheDocument();
    expect(within(kiln).getByText('Times in Asia/Tokyo')).toBeInTheDocument();
    const age = within(kiln).getByText(/seconds? ago/);
    expect(age).toHaveTextContent('12 seconds ago');
    expect(age).toHaveAttribute('title', expect.stringContaining('Asia/Tokyo'));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(3_000);
    });
    expect(age).toHaveTextContent('15 seconds ago');
    expect(within(screen.getByRole('article', { name: 'Kiln 2' })).getByText('Silent')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Kiln 2' })).getByText('No active alarm')).toBeInTheDocument();
  });

  it('links each reactor to its page on the monitoring host', async () => {
    renderInShell(<MonitoringCard />, { me: TEST_ME });
    const kiln = await screen.findByRole('article', { name: 'Kiln 1' });
    expect(within(kiln).getByRole('link', { name: 'Kiln 1' })).toHaveAttribute(
      'href',
      `https://monitoring.staging.groundwork.eco/projects/${FLEET.reactors[0].project_id}/monitoring/${FLEET.reactors[0].id}`,
    );
  });
});
