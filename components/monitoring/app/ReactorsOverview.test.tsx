import { screen, within } from '@testing-library/react';
import { renderInShell, TEST_ME } from '@/components/layout/testing/render-shell';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';
import type { Fleet } from '@/lib/schemas/monitoring-fleet';
import { ReactorsOverview } from './ReactorsOverview';

const api = routedApiForEachTest();

const FLEET: Fleet = {
  reactors: [
    {
      id: '5f0e8d1c-3b2a-4c9d-8e7f-6a5b4c3d2e1f',
      name: 'Kiln 1',
      project_id: '0b8e2c4d-6f8a-4b2c-8d4e-1a3c5e7f9b2d',
      project_name: 'Causse kiln',
      site: { id: '7e6d5c4b-3a29-4180-9f6e-5d4c3b2a1908', name: 'Causse Méjean', time_zone: 'Europe/Paris' },
      status: 'silent',
      last_reading_at: null,
      parameters: [],
      alarms: { unacknowledged: 2, active: { critical: 1, major: 0, minor: 0, warning: 1 } },
    },
  ],
  alarms: { unacknowledged: 2, active: { critical: 1, major: 0, minor: 0, warning: 1 } },
};

// the fleet's reactors in a table (loaded in a chunk of its own), each linked to its page.
describe('the reactors overview of the monitoring host', () => {
  it('lists each reactor with its site, status, last reading and alarms to acknowledge', async () => {
    api.on('GET', '/monitoring/fleet', { body: FLEET });
    renderInShell(<ReactorsOverview />, { me: TEST_ME });
    const link = await screen.findByRole('link', { name: 'Kiln 1' });
    expect(link).toHaveAttribute('href', `/projects/${FLEET.reactors[0].project_id}/monitoring/${FLEET.reactors[0].id}`);
    const row = screen.getAllByRole('row')[1];
    expect(row).toHaveTextContent('Causse Méjean (Europe/Paris)');
    expect(within(row).getByText('—')).toBeInTheDocument();
    expect(within(row).getByText('2')).toBeInTheDocument();
  });

  it('says so when the fleet has no reactor', async () => {
    api.on('GET', '/monitoring/fleet', { body: { ...FLEET, reactors: [] } });
    renderInShell(<ReactorsOverview />, { me: TEST_ME });
    expect(await screen.findByText(/^No reactor yet\./)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
