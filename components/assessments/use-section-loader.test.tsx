import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell } from '@/components/layout/testing/render-shell';
import { outlineAssessment } from '@/lib/assessments/outline';
import type { AssessmentDetail } from '@/lib/schemas/assessments';
import { makeStore } from '@/store';
import { seedApiCache } from '@/store/prefetched';
import { AssessmentPage } from './AssessmentPage';
import { keepDraft } from './draft-store';
import { ASSESSMENT_ID, assessmentDetailOf, PROJECT_ID, progressOf, projectDetailOf, SECTIONS, summaryOf } from '@/store/api/testing/projects';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';

jest.mock('next/router', () => ({
  useRouter: () => ({ pathname: '/projects/[id]/assessments/[assessmentId]', query: {}, push: jest.fn(), replace: jest.fn(), events: { on: jest.fn(), off: jest.fn() } }),
}));

const api = routedApiForEachTest();
const details = SECTIONS[1];
const sectionRead = {
  assessment_id: ASSESSMENT_ID,
  section: details,
  answers: [],
  progress: { section_id: 'details', answered: 0, visible: 2, completion: 0 },
  visible_questions: ['capacity', 'start_date'],
};

beforeEach(() => {
  jest.useFakeTimers();
  window.localStorage.clear();
  api.on('GET', '/section', { body: sectionRead });
  api.on('PATCH', '/assessment', { body: summaryOf({ current_section: 'details' }) });
});

afterEach(() => {
  jest.useRealTimers();
});

/** The page as the server leaves it: its first data holds the questions of the section it opens at only. */
async function openPage(detail: AssessmentDetail = assessmentDetailOf()) {
  const store = makeStore();
  seedApiCache(store.dispatch, [
    { endpointName: 'getProject', arg: PROJECT_ID, data: projectDetailOf() },
    { endpointName: 'getAssessment', arg: ASSESSMENT_ID, data: outlineAssessment(detail) },
  ]);
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderInShell(<AssessmentPage projectId={PROJECT_ID} assessmentId={ASSESSMENT_ID} />, { store });
  await screen.findByRole('textbox', { name: /Project name/ });
  return { user, store };
}

/** Holds the answers of `GET /section` until released (the routed fake answers at once). */
function holdSectionReads() {
  const routed = globalThis.fetch;
  const waiting: (() => void)[] = [];
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    String(input).includes('/api/section') ? new Promise<Response>((resolve) => waiting.push(() => resolve(routed(input, init)))) : routed(input, init)) as typeof fetch;
  return () => waiting.splice(0).forEach((release) => release());
}

const sectionEntry = (name: RegExp) => within(screen.getByRole('navigation', { name: 'Sections of the assessment' })).getByRole('button', { name });
const sectionQueries = () => api.callsTo('GET', '/section').map((call) => Object.fromEntries(new URL(call.url, 'http://localhost').searchParams));

describe('the questionnaire loads its sections as they are opened', () => {
  it('shows the opened section from the first data, reads another one when opened (a skeleton meanwhile) and keeps it', async () => {
    const { user } = await openPage();
    expect(screen.getByRole('textbox', { name: /Project name/ })).toBeInTheDocument();
    expect(sectionEntry(/Details/)).toBeInTheDocument();
    expect(api.callsTo('GET', '/section')).toHaveLength(0);

    const release = holdSectionReads();
    await user.click(screen.getAllByRole('button', { name: 'Next section' })[0]);
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Loading the questions of this section…')).toBeInTheDocument();
    await act(async () => {
      release();
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('textbox', { name: /Capacity/ })).toBeInTheDocument();
    expect(screen.queryByText('Loading the questions of this section…')).toBeNull();
    expect(sectionQueries()).toEqual([{ assessment_id: ASSESSMENT_ID, section_id: 'details' }]);

    await user.click(sectionEntry(/Project identity/));
    await user.click(sectionEntry(/Details/));
    expect(screen.getByRole('textbox', { name: /Capacity/ })).toBeInTheDocument();
    expect(api.callsTo('GET', '/section')).toHaveLength(1);
  });

  it('keeps the sections read when the page is read again while open (a change of language)', async () => {
    const { user, store } = await openPage();
    await user.click(sectionEntry(/Details/));
    // Long after: the section's own reading has left the cache, the assessment holds it.
    await act(() => jest.advanceTimersByTimeAsync(120_000));
    act(() => seedApiCache(store.dispatch, [{ endpointName: 'getAssessment', arg: ASSESSMENT_ID, data: outlineAssessment(assessmentDetailOf()) }]));
    expect(screen.getByRole('textbox', { name: /Capacity/ })).toBeInTheDocument();
    expect(screen.queryByText('Loading the questions of this section…')).toBeNull();
    await user.click(sectionEntry(/Project identity/));
    expect(screen.getByRole('textbox', { name: /Project name/ })).toBeInTheDocument();
    expect(api.callsTo('GET', '/section')).toHaveLength(1);
  });

  it('reads a section when its entry is pointed at, so that it opens without waiting', async () => {
    const { user } = await openPage();
    await user.hover(sectionEntry(/Details/));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(sectionQueries()).toEqual([{ assessment_id: ASSESSMENT_ID, section_id: 'details' }]);
    await user.click(sectionEntry(/Details/));
    expect(screen.getByRole('textbox', { name: /Capacity/ })).toBeInTheDocument();
    expect(api.callsTo('GET', '/section')).toHaveLength(1);
  });

  it('says when a section could not be read, and reads it again on demand', async () => {
    api.on('GET', '/section', { status: 500, body: { detail: { message: 'Down' } } });
    const { user } = await openPage();
    await user.click(sectionEntry(/Details/));
    expect(await screen.findByText('The questions of this section could not be loaded.')).toBeInTheDocument();
    api.on('GET', '/section', { body: sectionRead });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('textbox', { name: /Capacity/ })).toBeInTheDocument();
  });

  it('goes to a missing required question of a section not read yet, and puts the focus in it', async () => {
    const { user } = await openPage(assessmentDetailOf({ progress_detail: progressOf({ missing_required: ['capacity'] }) }));
    expect(screen.getByText('1 required question left')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to the next one' }));
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('textbox', { name: /Capacity/ })).toHaveFocus();
  });

  it('shows the rule a kept draft breaks once its section is read', async () => {
    keepDraft(ASSESSMENT_ID, 'capacity', { value: 250000, baseVersion: 0 });
    const { user } = await openPage();
    await user.click(sectionEntry(/Details/));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('textbox', { name: /Capacity/ })).toBeInTheDocument();
    expect(screen.getByText(/The largest accepted value is/)).toBeInTheDocument();
  });

  it("reads the sections of autofill's proposals before showing them", async () => {
    api.on('POST', '/autofill', {
      body: {
        assessment_id: ASSESSMENT_ID,
        proposals: [{ id: '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c', question_id: 'capacity', value: 1200, source: 'profile', source_label: 'Company profile', current: null }],
      },
    });
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Autofill' }));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(sectionQueries()).toEqual([{ assessment_id: ASSESSMENT_ID, section_id: 'details' }]);
    expect(await screen.findByText('Capacity')).toBeInTheDocument();
  });
});
