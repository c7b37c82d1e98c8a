import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell, TEST_ME } from '@/components/layout/testing/render-shell';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';
import type { AlarmRule } from '@/lib/schemas/monitoring-alarms';
import { PARAMETER_ID, REACTOR, RULE_ID, SITE } from '@/store/api/testing/monitoring';
import { AlarmRulesPanel } from './AlarmRulesPanel';
import { ClockProvider } from './time/clock';

const api = routedApiForEachTest();
const RULES = '/monitoring/alarms/rules';
const ARMED: AlarmRule = {
  id: RULE_ID,
  parameter_id: PARAMETER_ID,
  kind: 'out_of_range',
  min: null,
  max: null,
  duration_s: 60,
  max_rate_per_min: null,
  enabled: true,
  silenced_until: '2099-01-01T10:00:00.000Z',
  severity: 'major',
  escalation_delay_s: 3600,
  origin: 'normal_range',
};
const bodyOf = (method: string, index = 0) => JSON.parse(String(api.callsTo(method, RULES)[index].init.body)) as Record<string, unknown>;

beforeEach(() => {
  api.on('GET', '/monitoring/sites', () => ({ body: [SITE] }));
  api.on('GET', RULES, () => ({ body: [ARMED] }));
  api.on('PUT', RULES, (call) => ({ body: { ...ARMED, ...(JSON.parse(String(call.init.body)) as object) } }));
});

describe('AlarmRulesPanel', () => {
  it('lists the rule the normal range made, its escalation and its silence in the site’s zone, named', async () => {
    renderInShell(
      <ClockProvider siteZone={SITE.time_zone}>
        <AlarmRulesPanel reactor={REACTOR} canManage={false} />
      </ClockProvider>,
    );
    const rule = await screen.findByRole('listitem');
    expect(rule).toHaveTextContent('Made by the normal range');
    expect(rule).toHaveTextContent('Outside the normal range for 60 s · mailed to the editors after 60 min unacknowledged');
    expect(within(rule).getByText('Major')).toBeInTheDocument();
    // 10:00 UTC is 11:00 in Paris.
    expect(await within(rule).findByText(/Silenced until Jan 1, 2099, 11:00\sAM/)).toBeInTheDocument();
    expect(screen.getByText('Times in Europe/Paris')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('changes a rule’s severity, switches it off, and asks before removing it', async () => {
    api.on('DELETE', RULES, () => ({ body: { id: RULE_ID } }));
    renderInShell(<AlarmRulesPanel reactor={REACTOR} canManage />, { me: TEST_ME });
    await userEvent.click(await screen.findByRole('combobox', { name: 'Severity of this rule' }));
    await userEvent.click(within(screen.getByRole('listbox', { name: 'Severity of this rule', hidden: true })).getByRole('option', { name: 'Critical', hidden: true }));
    await waitFor(() => expect(bodyOf('PUT')).toEqual({ rule_id: RULE_ID, severity: 'critical' }));
    await userEvent.click(screen.getByRole('button', { name: 'Switch off' }));
    await waitFor(() => expect(bodyOf('PUT', 1)).toEqual({ rule_id: RULE_ID, enabled: false }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(api.callsTo('DELETE', RULES)).toHaveLength(0);
    const dialog = await screen.findByRole('dialog', { name: 'Remove this rule of temperature?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.callsTo('DELETE', RULES)).toHaveLength(1));
  });

  it('adds a rule with its severity and its own escalation delay', async () => {
    api.on('POST', RULES, () => ({ body: { ...ARMED, origin: 'manual' } }));
    renderInShell(<AlarmRulesPanel reactor={REACTOR} canManage />, { me: TEST_ME });
    const form = await screen.findByRole('form', { name: 'New alarm rule' });
    await userEvent.click(within(form).getByRole('combobox', { name: 'Severity' }));
    await userEvent.click(within(screen.getByRole('listbox', { name: 'Severity', hidden: true })).getByRole('option', { name: 'Critical', hidden: true }));
    await userEvent.type(within(form).getByRole('textbox', { name: /Editors mailed after/ }), '5');
    await userEvent.click(within(form).getByRole('button', { name: 'Add the rule' }));
    await waitFor(() => expect(api.callsTo('POST', RULES)).toHaveLength(1));
    expect(bodyOf('POST')).toMatchObject({ parameter_id: PARAMETER_ID, kind: 'out_of_range', severity: 'critical', escalation_delay_s: 300 });
  });
});
