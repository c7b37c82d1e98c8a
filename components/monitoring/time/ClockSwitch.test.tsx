import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell, TEST_ME } from '@/components/layout/testing/render-shell';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';
import { KpisPanel } from '../KpisPanel';
import { ClockProvider, useClockFormat } from './clock';
import { ClockSwitch } from './ClockSwitch';

// The viewer is in Paris; the site in Tokyo.
jest.mock('./zone', () => ({ ...jest.requireActual<typeof import('./zone')>('./zone'), viewerTimeZone: () => 'Europe/Paris' }));

const api = routedApiForEachTest();
const COMPUTE = '/monitoring/compute';
const queryOf = (url: string) => Object.fromEntries(new URL(url, 'https://groundwork.eco').searchParams);

function Caption() {
  const clock = useClockFormat();
  return <p data-testid="caption">{`${clock.dateTime('2026-11-19T15:30:00Z')} · ${clock.zone}`}</p>;
}

beforeEach(() => {
  localStorage.clear();
  api.on('GET', COMPUTE, (call) => ({ status: 400, body: { detail: { message: `not served ${call.url}` } } }));
});

describe('one clock per screen', () => {
  it('shows times on the site’s clock, naming it, and on the viewer’s after the switch, remembered', async () => {
    const { unmount } = renderInShell(
      <ClockProvider siteZone="Asia/Tokyo">
        <ClockSwitch />
        <Caption />
      </ClockProvider>,
      { me: TEST_ME },
    );
    await waitFor(() => expect(screen.getByTestId('caption')).toHaveTextContent('Nov 20, 2026, 12:30 AM · Asia/Tokyo'));
    expect(screen.getByRole('radio', { name: 'Site time · Asia/Tokyo' })).toBeChecked();
    await userEvent.click(screen.getByText('My time · Europe/Paris'));
    expect(screen.getByTestId('caption')).toHaveTextContent('Nov 19, 2026, 4:30 PM · Europe/Paris');
    unmount();
    renderInShell(
      <ClockProvider siteZone="Asia/Tokyo">
        <Caption />
      </ClockProvider>,
      { me: TEST_ME },
    );
    await waitFor(() => expect(screen.getByTestId('caption')).toHaveTextContent('Europe/Paris'));
  });

  it('names the one zone when the site’s and the viewer’s are the same, in French too', async () => {
    renderInShell(
      <ClockProvider siteZone="Europe/Paris">
        <ClockSwitch />
      </ClockProvider>,
      { me: TEST_ME, language: 'fr' },
    );
    expect(await screen.findByText('Heures en Europe/Paris')).toBeInTheDocument();
  });

  it('asks the KPIs of whole Tokyo days, the last day included and labelled so', async () => {
    renderInShell(
      <ClockProvider siteZone="Asia/Tokyo">
        <KpisPanel reactorId="44444444-4444-4444-8444-444444444444" />
      </ClockProvider>,
      { me: TEST_ME },
    );
    const section = await screen.findByRole('region', { name: 'Key figures of the period' });
    const from = within(section).getByLabelText('From');
    const to = within(section).getByLabelText('To (inclusive)');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-20');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-23');
    expect(await within(section).findByTestId('kpi-period')).toHaveTextContent('Nov 20, 2026 to Nov 23, 2026, inclusive (days from midnight, Asia/Tokyo)');
    await waitFor(() =>
      expect(api.callsTo('GET', COMPUTE).map((call) => [queryOf(call.url).from, queryOf(call.url).to])).toContainEqual(['2026-11-19T15:00:00Z', '2026-11-23T15:00:00Z']),
    );
  });
});
