import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dailyLog from '@/content/templates/monitoring-daily-log.json';
import { renderInShell, TEST_ME } from '@/components/layout/testing/render-shell';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';
import { REACTOR_ID } from '@/store/api/testing/monitoring';
import { DailyForm } from './DailyForm';

const api = routedApiForEachTest();
const FORMS = '/monitoring/gather-form-data';
const TEMPLATE = { id: '99999999-9999-4999-8999-999999999999', slug: 'monitoring-daily-log', version: 1, updated_at: '2026-11-20T08:00:00.000Z', definition: dailyLog };
const sentIds = () => api.callsTo('POST', FORMS).map((call) => (JSON.parse(String(call.init.body)) as { entry_id: string }).entry_id);

beforeEach(() => {
  api.on('GET', '/monitoring/templates', () => ({ body: [TEMPLATE] }));
});

describe('DailyForm', () => {
  it('sends the same form id again after a network failure, so the form is stored once', async () => {
    let attempt = 0;
    api.on('POST', FORMS, (call) => {
      attempt += 1;
      if (attempt === 1) throw new TypeError('Failed to fetch');
      const body = JSON.parse(String(call.init.body)) as Record<string, unknown>;
      return {
        body: {
          ...body,
          id: body.entry_id,
          template_version: 1,
          readings_stored: 0,
          observations_stored: 0,
          submitted_by: null,
          created_at: '2026-11-25T18:00:00.000Z',
          measured_at: '2026-11-25T18:00:00.000Z',
        },
      };
    });
    renderInShell(<DailyForm projectId="p" reactorId={REACTOR_ID} />, { me: TEST_ME });
    await userEvent.click(await screen.findByRole('radio', { name: 'Wood chips' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send the form' }));
    expect(await screen.findByText(/did not reach the server/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('Form sent. Thank you.')).toBeInTheDocument();
    const [first, second] = sentIds();
    expect(second).toBe(first);
    const body = JSON.parse(String(api.callsTo('POST', FORMS)[1].init.body)) as { answers: Record<string, unknown>; reactor_id: string };
    expect(body.reactor_id).toBe(REACTOR_ID);
    expect(body.answers.feedstock_type).toBe('wood_chips');
  });

  it('puts the server’s refusal beside the question it names, and marks missing answers', async () => {
    let attempt = 0;
    api.on('POST', FORMS, () => {
      attempt += 1;
      if (attempt === 1) return { status: 422, body: { detail: { message: 'The form is not complete: moisture, biochar', missing: ['moisture', 'biochar'] } } };
      return { status: 422, body: { detail: { message: 'Invalid answer to “batch_start”: expected a time of day', question_id: 'batch_start' } } };
    });
    renderInShell(<DailyForm projectId="p" reactorId={REACTOR_ID} />, { me: TEST_ME });
    await userEvent.click(await screen.findByRole('button', { name: 'Send the form' }));
    expect(await screen.findByText('2 answers are missing: see the fields marked above.')).toBeInTheDocument();
    expect(screen.getAllByText('This answer is needed.')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Send the form' }));
    expect(await screen.findByText('Invalid answer to “batch_start”: expected a time of day')).toBeInTheDocument();
    const field = screen.getByLabelText(/Batch started at/).closest('.mantine-Paper-root');
    expect(field).toHaveTextContent('expected a time of day');
    expect(screen.queryByText('This answer is needed.')).not.toBeInTheDocument();
  });
});
