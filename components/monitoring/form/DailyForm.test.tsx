import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dailyLog from '@/content/templates/monitoring-daily-log.json';
import { renderInShell, TEST_ME } from '@/components/layout/testing/render-shell';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';
import { MONITORING, PROJECT_ID, REACTOR, REACTOR_ID, SITE } from '@/store/api/testing/monitoring';
import { ClockProvider } from '../time/clock';
import { DailyForm } from './DailyForm';
import { DailyFormScreen } from './DailyFormScreen';

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

  it('asks the batch’s start and end as times of the site, and sends the log’s time typed on the site’s clock (R-20.1, R-20.17)', async () => {
    api.on('POST', FORMS, () => ({ status: 422, body: { detail: { message: 'not stored in this test' } } }));
    renderInShell(
      <ClockProvider siteZone="Asia/Tokyo">
        <DailyForm projectId="p" reactorId={REACTOR_ID} />
      </ClockProvider>,
      { me: TEST_ME },
    );
    const start = await screen.findByLabelText(/Batch started at/);
    expect(start).toHaveAttribute('type', 'time');
    expect(start).toHaveAccessibleDescription(/Site time \(Asia\/Tokyo\)/);
    await userEvent.type(start, '07:30');
    const when = screen.getByLabelText(/Day and time of the log/);
    await userEvent.clear(when);
    await userEvent.type(when, '2026-11-20T21:00');
    await userEvent.click(screen.getByRole('button', { name: 'Send the form' }));
    await screen.findByText('not stored in this test');
    const body = JSON.parse(String(api.callsTo('POST', FORMS)[0].init.body)) as { measured_at: string; answers: Record<string, unknown> };
    expect(body.measured_at).toBe('2026-11-20T12:00:00.000Z');
    expect(body.answers.batch_start).toBe('07:30');
  });
});

describe('DailyFormScreen', () => {
  it('tells a reader at once that the page is read-only, and shows the forms sent, not the form (R-20.17)', async () => {
    api.on('GET', '/monitoring/create', () => ({ body: { ...MONITORING, access: 'read' } }));
    api.on('GET', '/monitoring/reactor', () => ({ body: REACTOR }));
    api.on('GET', '/monitoring/sites', () => ({ body: [SITE] }));
    api.on('GET', FORMS, () => ({ body: [] }));
    renderInShell(<DailyFormScreen projectId={PROJECT_ID} reactorId={REACTOR_ID} />, { me: TEST_ME });
    expect(await screen.findByText('Read only')).toBeInTheDocument();
    expect(screen.getByText(/You may read this reactor’s forms but not send one/)).toBeInTheDocument();
    expect(await screen.findByText('No form sent yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send the form' })).not.toBeInTheDocument();
  });
});
