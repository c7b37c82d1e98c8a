import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell, TEST_ME } from '@/components/layout/testing/render-shell';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';
import { REACTOR, REACTOR_ID } from '@/store/api/testing/monitoring';
import { CorrectionsPanel } from './CorrectionsPanel';
import { ClockProvider } from './time/clock';

const api = routedApiForEachTest();
const CORRECTIONS = '/monitoring/measurements/corrections';
const parameter = REACTOR.parameters[0];
const CORRECTION = {
  id: '00000000-0000-4000-8000-0000000000c1',
  parameter_id: parameter.id,
  time: '2026-11-20T08:10:00.000Z',
  old_value: 510,
  new_value: 640,
  reason: 'Thermocouple replaced',
  corrected_by: { id: TEST_ME.id, name: 'Plant Owner' },
  corrected_at: '2026-11-21T09:00:00.000Z',
};

describe('CorrectionsPanel', () => {
  it('lists each correction with the old and new value, who and why, in the zone it names', async () => {
    api.on('GET', CORRECTIONS, () => ({ body: [CORRECTION] }));
    renderInShell(
      <ClockProvider siteZone="Asia/Tokyo">
        <CorrectionsPanel reactor={REACTOR} canManage={false} />
      </ClockProvider>,
      { me: TEST_ME },
    );
    const list = await screen.findByRole('list', { name: 'Corrections' });
    expect(list).toHaveTextContent(`${parameter.name} at Nov 20, 2026, 5:10:00 PM: 510 → 640`);
    expect(list).toHaveTextContent('by Plant Owner');
    expect(list).toHaveTextContent('Thermocouple replaced');
    expect(screen.getByText(/Times in Asia\/Tokyo/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Correct a reading' })).not.toBeInTheDocument();
  });

  it('sends a correction with the reading’s time read in the zone shown, and a reason', async () => {
    api.on('GET', CORRECTIONS, () => ({ body: [] }));
    api.on('POST', CORRECTIONS, () => ({ body: CORRECTION }));
    renderInShell(
      <ClockProvider siteZone="Asia/Tokyo">
        <CorrectionsPanel reactor={REACTOR} canManage />
      </ClockProvider>,
      { me: TEST_ME },
    );
    await screen.findByText('No reading corrected.');
    await userEvent.type(screen.getByLabelText(/Time of the reading/), '2026-11-20T17:10:00');
    await userEvent.type(screen.getByRole('textbox', { name: /Right value/ }), '640');
    await userEvent.type(screen.getByRole('textbox', { name: /Why/ }), 'Thermocouple replaced');
    await userEvent.click(screen.getByRole('button', { name: 'Correct' }));
    await waitFor(() => expect(api.callsTo('POST', CORRECTIONS)).toHaveLength(1));
    expect(JSON.parse(String(api.callsTo('POST', CORRECTIONS)[0].init.body))).toEqual({
      reactor_id: REACTOR_ID,
      parameter_id: parameter.id,
      time: '2026-11-20T08:10:00.000Z',
      value: 640,
      reason: 'Thermocouple replaced',
    });
  });
});
