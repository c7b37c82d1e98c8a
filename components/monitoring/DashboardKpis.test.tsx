import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell, TEST_ME } from '@/components/layout/testing/render-shell';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';
import type { MonitoringKpis } from '@/lib/schemas/monitoring-compute';
import { MONITORING, PROJECT_ID, REACTOR, REACTOR_ID, SITE } from '@/store/api/testing/monitoring';
import { MonitoringScreen } from './MonitoringScreen';

const api = routedApiForEachTest();
const COMPUTE = '/monitoring/compute';
const TOKYO_REACTOR_ID = '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d';

const KPIS: MonitoringKpis = {
  reactor_id: REACTOR_ID,
  from: '2026-10-26T00:00:00.000Z',
  to: '2026-11-26T00:00:00.000Z',
  biochar_t: 0.15,
  co2_removed_t: null,
  c_org: null,
  // A kiln that stops at night: 432 h at temperature of 720 h with readings, 24 h without; 30 h of dips while producing.
  uptime: 0.6,
  uptime_hours: 432,
  known_hours: 720,
  unknown_hours: 24,
  temperature: { production_hours: 462, production_share: 0.641667, below_hours: 30, min_c: 200, mean_c: 590, compliant: false },
  moisture: null,
  missing: {
    biochar_t: null,
    co2_removed_t: 'no c_org: give it, or measure the organic carbon with a parameter',
    uptime: null,
    temperature: null,
    moisture: 'no parameter measuring the feedstock moisture',
  },
};

function serveMonitoring(sites = [SITE]) {
  api.on('GET', '/monitoring/create', () => ({ body: MONITORING }));
  api.on('GET', '/monitoring/sites', () => ({ body: sites }));
  api.on('GET', '/monitoring/reactor', () => ({ body: [REACTOR] }));
  api.on('GET', COMPUTE, () => ({ body: KPIS }));
}

const queryOf = (url: string) => Object.fromEntries(new URL(url, 'https://groundwork.eco').searchParams);

describe('DashboardKpis on the monitoring dashboard', () => {
  it('shows each reactor’s KPIs of the period, from /monitoring/compute, under its name and site', async () => {
    serveMonitoring();
    renderInShell(<MonitoringScreen projectId={PROJECT_ID} />, { me: TEST_ME });
    const section = await screen.findByRole('region', { name: 'Key figures of the period' });
    const reactor = await within(section).findByRole('region', { name: 'Kiln 1' });
    expect(within(reactor).getByRole('link', { name: 'Kiln 1' })).toHaveAttribute('href', `/projects/${PROJECT_ID}/monitoring/${REACTOR_ID}`);
    expect(reactor).toHaveTextContent('Causse Méjean');
    expect(await within(reactor).findByRole('group', { name: 'Biochar made' })).toHaveTextContent('0.15 t');
    // Uptime over the time with readings, the unknown time apart; temperature judged on production time.
    const uptime = within(reactor).getByRole('group', { name: 'Uptime' });
    expect(uptime).toHaveTextContent('60%432 h at 350 °C or more, of 720 h with readings');
    expect(uptime).toHaveTextContent('No reading for 24 h (gaps over 3 intervals): not counted');
    const temperature = within(reactor).getByRole('group', { name: 'Reactor temperature' });
    expect(temperature).toHaveTextContent('min 200 °C, mean 590 °C while producingProducing 462 h, 64.2% of the time with readings');
    expect(temperature).toHaveTextContent('Below 350 °C while producing: 30 h (6.5%; at most 5% allowed)Not compliant');
    expect(within(reactor).getByRole('group', { name: 'CO₂ removed' })).toHaveTextContent('Give the organic carbon share on the reactor’s page');
    expect(within(reactor).getByRole('group', { name: 'Feedstock moisture' })).toHaveTextContent('Add a parameter that measures the feedstock moisture to see this figure.');
    expect(section).toHaveTextContent('The reactor’s figures over the days you choose.');
    const query = queryOf(api.callsTo('GET', COMPUTE)[0].url);
    expect(query.reactor_id).toBe(REACTOR_ID);
    expect(Date.parse(query.to) - Date.parse(query.from)).toBe(31 * 86_400_000);
  });

  it('asks again for the period chosen, and refuses a period that ends before it starts', async () => {
    serveMonitoring();
    renderInShell(<MonitoringScreen projectId={PROJECT_ID} />, { me: TEST_ME });
    const section = await screen.findByRole('region', { name: 'Key figures of the period' });
    await within(section).findByRole('group', { name: 'Biochar made' });
    const from = within(section).getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-01');
    // The site is in Paris: its 1 November starts at 23:00 UTC the day before.
    await waitFor(() => expect(api.callsTo('GET', COMPUTE).map((call) => queryOf(call.url).from)).toContain('2026-10-31T23:00:00Z'));
    expect(within(section).getAllByText('Europe/Paris')).toHaveLength(2);
    const to = within(section).getByLabelText(/^To/);
    await userEvent.clear(to);
    await userEvent.type(to, '2026-10-01');
    expect(await within(section).findByText('The end must come after the start.')).toBeInTheDocument();
  });

  it('cuts each site’s days at its own midnight and names its zone, when the sites are in different zones', async () => {
    const tokyo = { ...SITE, id: '0f5b8d3e-1c2a-4b6d-8e9f-0a1b2c3d4e5f', name: 'Chiba yard', time_zone: 'Asia/Tokyo' };
    serveMonitoring([SITE, tokyo]);
    api.on('GET', '/monitoring/reactor', (call) =>
      queryOf(call.url).site_id === tokyo.id ? { body: [{ ...REACTOR, id: TOKYO_REACTOR_ID, site_id: tokyo.id, name: 'Kiln T' }] } : { body: [REACTOR] },
    );
    renderInShell(<MonitoringScreen projectId={PROJECT_ID} />, { me: TEST_ME });
    const section = await screen.findByRole('region', { name: 'Key figures of the period' });
    expect(await within(section).findByRole('region', { name: 'Kiln T' })).toHaveTextContent('Chiba yard · days from midnight, Asia/Tokyo');
    expect(within(section).getByRole('region', { name: 'Kiln 1' })).toHaveTextContent('Causse Méjean · days from midnight, Europe/Paris');
    expect(within(section).getAllByText('Days of each site, from its midnight')).toHaveLength(2);
    const from = within(section).getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-01');
    const to = within(section).getByLabelText(/^To/);
    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-02');
    const asked = (reactorId: string) =>
      api
        .callsTo('GET', COMPUTE)
        .map((call) => queryOf(call.url))
        .filter((query) => query.reactor_id === reactorId)
        .map((query) => `${query.from} ${query.to}`);
    await waitFor(() => expect(asked(TOKYO_REACTOR_ID)).toContain('2026-10-31T15:00:00Z 2026-11-02T15:00:00Z'));
    expect(asked(REACTOR_ID)).toContain('2026-10-31T23:00:00Z 2026-11-02T23:00:00Z');
  });

  it('says when the temperature readings are too far apart to tell, not that there is none, in English and French', async () => {
    const sparse = 'readings of the reactor temperature too far apart to tell: all 744 h unknown';
    const unknown: MonitoringKpis = {
      ...KPIS,
      uptime: null,
      uptime_hours: null,
      known_hours: 0,
      unknown_hours: 744,
      temperature: null,
      missing: { ...KPIS.missing, uptime: sparse, temperature: sparse },
    };
    for (const [language, uptime, words] of [
      ['en', 'Uptime', 'Readings of the reactor temperature too far apart to tell (more than 3 intervals): all 744 h unknown.'],
      ['fr', 'Disponibilité', 'Mesures de la température du réacteur trop espacées pour conclure (plus de 3 intervalles) : les 744 h restent inconnues.'],
    ] as const) {
      serveMonitoring();
      api.on('GET', COMPUTE, () => ({ body: unknown }));
      const { unmount } = renderInShell(<MonitoringScreen projectId={PROJECT_ID} />, { me: TEST_ME, language });
      const group = await screen.findByRole('group', { name: uptime });
      expect(group).toHaveTextContent(words);
      expect(group).not.toHaveTextContent(/No reading|Pas encore de mesure/);
      unmount();
    }
  });

  it('is not shown before the monitoring has a reactor', async () => {
    serveMonitoring([{ ...SITE, reactor_count: 0 }]);
    renderInShell(<MonitoringScreen projectId={PROJECT_ID} />, { me: TEST_ME });
    expect(await screen.findByRole('article', { name: 'Causse Méjean' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Key figures of the period' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', COMPUTE)).toHaveLength(0);
  });

  it('speaks French', async () => {
    serveMonitoring();
    renderInShell(<MonitoringScreen projectId={PROJECT_ID} />, { me: TEST_ME, language: 'fr' });
    const section = await screen.findByRole('region', { name: 'Chiffres clés de la période' });
    expect(await within(section).findByRole('group', { name: 'Biochar produit' })).toHaveTextContent('0,15 t');
    expect(section).toHaveTextContent('Les chiffres du réacteur sur les jours choisis.');
    expect(within(section).getByRole('group', { name: 'CO₂ retiré' })).toHaveTextContent('sur la page du réacteur');
    expect(within(section).getByRole('group', { name: 'Disponibilité' })).toHaveTextContent('Aucune mesure pendant 24 h');
    expect(within(section).getByRole('group', { name: 'Température du réacteur' })).toHaveTextContent('min 200 °C, moyenne 590 °C en productionEn production 462 h');
    expect(within(section).getByRole('group', { name: 'Humidité de la biomasse' })).toHaveTextContent('Ajoutez un paramètre qui mesure l’humidité de la biomasse');
  });
});
