import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell, TEST_ME } from '@/components/layout/testing/render-shell';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';
import { ALARM, chartOf, PARAMETER_ID, REACTOR } from '@/store/api/testing/monitoring';
import { ClockProvider } from '../time/clock';
import { ReactorChart } from './ReactorChart';

const router = { pathname: '/projects/[id]/monitoring/[reactorId]', query: {} as Record<string, string>, replace: jest.fn(() => Promise.resolve(true)) };
jest.mock('next/router', () => ({ useRouter: () => router }));
const live = { readings: new Map<string, unknown>() };
jest.mock('./use-live-readings', () => ({ useLiveReadings: () => ({ live: live.readings, state: 'live' }) }));
// The chart itself (a canvas) stands for a drag across two hours of it.
jest.mock('./UPlotChart', () => ({
  __esModule: true,
  default: ({ onSelect }: { onSelect: (from: number, to: number) => void }) => (
    <button type="button" data-testid="uplot-chart" onClick={() => onSelect(Date.parse('2026-11-20T00:00:00Z') / 1000, Date.parse('2026-11-20T02:00:00Z') / 1000)}>
      drag
    </button>
  ),
}));

const api = routedApiForEachTest();
const CHART = '/monitoring/charts';
const queryOf = (url: string) => Object.fromEntries(new URL(url, 'https://groundwork.eco').searchParams);
const lastQuery = () => (router.replace.mock.calls.at(-1) as unknown as [{ query: Record<string, string> }])[0].query;

beforeEach(() => {
  live.readings = new Map();
  router.replace.mockClear();
  // A custom period of one Tokyo day, from the address: 20 November 00:00 to 21 November 00:00, Tokyo time.
  router.query = { id: 'p', reactorId: REACTOR.id, period: 'custom', from: '2026-11-19T15:00:00.000Z', to: '2026-11-20T15:00:00.000Z' };
  const at = Date.parse('2026-11-20T01:00:00Z') / 1000;
  api.on('GET', CHART, () => ({ body: chartOf([at, at + 60], [500, 520]) }));
  api.on('GET', '/monitoring/alarms', () => ({
    body: [
      { ...ALARM, triggered_at: '2026-11-20T02:00:00.000Z' },
      { ...ALARM, id: '99999999-9999-4999-8999-999999999998', triggered_at: '2026-11-25T09:00:00.000Z' },
    ],
  }));
});

function renderChart() {
  return renderInShell(
    <ClockProvider siteZone="Asia/Tokyo">
      <ReactorChart reactorId={REACTOR.id} parameters={REACTOR.parameters} />
    </ClockProvider>,
    { me: TEST_ME },
  );
}

describe('ReactorChart', () => {
  it('reads its period from the address and shows it on the site’s clock, the zone named (R-20.1, R-20.14)', async () => {
    renderChart();
    const section = await screen.findByRole('region', { name: 'Readings' });
    await waitFor(() => expect(within(section).getByTestId('chart-range')).toHaveTextContent('Nov 20, 2026, 12:00 AM to Nov 21, 2026, 12:00 AM (Asia/Tokyo)'));
    expect(within(section).getByLabelText('From')).toHaveValue('2026-11-20T00:00');
    expect(within(section).getByLabelText('To')).toHaveValue('2026-11-21T00:00');
    const asked = queryOf(api.callsTo('GET', CHART)[0].url);
    expect([asked.from, asked.to]).toEqual(['2026-11-19T15:00:00.000Z', '2026-11-20T15:00:00.000Z']);
    // One alarm in the period shown, one after it.
    expect(await within(section).findByTestId('chart-alarms')).toHaveTextContent('1 alarm marked in red');
  });

  it('puts a period typed on the site’s clock, a preset and the parameters in the address', async () => {
    renderChart();
    const section = await screen.findByRole('region', { name: 'Readings' });
    fireEvent.change(within(section).getByLabelText('From'), { target: { value: '2026-11-20T06:00' } });
    expect(lastQuery()).toMatchObject({ id: 'p', period: 'custom', from: '2026-11-19T21:00:00.000Z', to: '2026-11-20T15:00:00.000Z' });
    await userEvent.click(within(section).getByText('Week'));
    expect(lastQuery()).toEqual({ id: 'p', reactorId: REACTOR.id, period: 'week' });
    await userEvent.click(within(section).getByRole('combobox', { name: 'Parameters' }));
    await userEvent.click(await screen.findByRole('option', { name: 'temperature (°C)' }));
    expect(lastQuery()).toMatchObject({ parameters: PARAMETER_ID });
  });

  it('moves its caption with the newest live reading (R-20.3)', async () => {
    router.query = { id: 'p', reactorId: REACTOR.id, period: 'hour' };
    const newest = Math.ceil(Date.now() / 60_000) * 60_000 + 90 * 60_000;
    live.readings = new Map([['k', { parameter_id: PARAMETER_ID, time: new Date(newest).toISOString(), value: 530, arrived: Date.now() }]]);
    renderChart();
    const section = await screen.findByRole('region', { name: 'Readings' });
    const tokyo = (ms: number) => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Tokyo' }).format(ms);
    await waitFor(() => expect(within(section).getByTestId('chart-range')).toHaveTextContent(`${tokyo(newest - 3_600_000)} to ${tokyo(newest)} (Asia/Tokyo)`));
  });

  it('zooms on a drag and goes back to the period it came from (R-20.14)', async () => {
    renderChart();
    const section = await screen.findByRole('region', { name: 'Readings' });
    expect(within(section).queryByRole('button', { name: 'Reset the zoom' })).not.toBeInTheDocument();
    await userEvent.click(await within(section).findByTestId('uplot-chart'));
    expect(lastQuery()).toMatchObject({ period: 'custom', from: '2026-11-20T00:00:00.000Z', to: '2026-11-20T02:00:00.000Z' });
    await userEvent.click(within(section).getByRole('button', { name: 'Reset the zoom' }));
    expect(lastQuery()).toMatchObject({ period: 'custom', from: '2026-11-19T15:00:00.000Z', to: '2026-11-20T15:00:00.000Z' });
    expect(within(section).queryByRole('button', { name: 'Reset the zoom' })).not.toBeInTheDocument();
  });
});
