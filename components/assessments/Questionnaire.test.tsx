import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell, TEST_ME } from '@/components/layout/testing/render-shell';
import type { AssessmentDetail } from '@/lib/schemas/assessments';
import { makeStore } from '@/store';
import { seedApiCache } from '@/store/prefetched';
import { Questionnaire } from './Questionnaire';
import { answerOf, assessmentDetailOf, NEXT_ASSESSMENT_ID, OTHER_USER, progressOf, PROJECT_ID, projectDetailOf, savedOf, summaryOf, USER } from '@/store/api/testing/projects';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';

jest.mock('next/router', () => ({
  useRouter: () => ({ pathname: '/projects/[id]/assessments/[assessmentId]', query: {}, push: jest.fn(), replace: jest.fn(), events: { on: jest.fn(), off: jest.fn() } }),
}));

const api = routedApiForEachTest();

beforeEach(() => {
  jest.useFakeTimers();
  api.on('PATCH', '/assessment', { body: summaryOf() });
});

afterEach(() => {
  jest.useRealTimers();
});

/** A store as the assessment page leaves it: its readings of the project and the assessment in the API cache. */
function storeShowing(detail: AssessmentDetail) {
  const store = makeStore();
  seedApiCache(store.dispatch, [
    { endpointName: 'getProject', arg: PROJECT_ID, data: projectDetailOf() },
    { endpointName: 'getAssessment', arg: detail.id, data: detail },
  ]);
  return store;
}

function setup(detail: AssessmentDetail = assessmentDetailOf()) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const store = storeShowing(detail);
  const view = renderInShell(<Questionnaire detail={detail} language="en" />, { store });
  return { ...view, user, store };
}

const bodyOf = (call: { init: RequestInit }) => JSON.parse(String(call.init.body));

describe('Questionnaire: answers saved as they are given', () => {
  it('finds the assessment it shows in the store, with exactly the seed fields', () => {
    const { store } = setup();
    expect(Object.keys(store.getState().assessment).sort()).toEqual(
      [
        'access_status',
        'assessment_completion',
        'assessment_id',
        'autofill_pending',
        'completion',
        'current_question',
        'current_section',
        'disabled',
        'id',
        'next_assessment_id',
        'progress',
        'question_list',
        'sections',
        'status',
        'type',
      ].sort(),
    );
    expect(store.getState().assessment).toMatchObject({ id: summaryOf().id, type: 'project_readiness', current_section: 'identity' });
    expect(store.getState().project.steps[0].current_assessment).toBe(summaryOf().id);
  });

  it('sends typed text once after a pause and moves the figures live', async () => {
    const progress = progressOf({
      completion: 50,
      progress: 17,
      assessment_completion: 12,
      sections: [
        { section_id: 'identity', answered: 1, visible: 4, completion: 25 },
        { section_id: 'details', answered: 0, visible: 2, completion: 0 },
      ],
    });
    api.on('PUT', '/question', { body: savedOf('project_name', 'Loire biochar', 1, progress) });
    const { user, store } = setup();

    await user.type(screen.getByRole('textbox', { name: /Project name/ }), 'Loire biochar');
    expect(api.callsTo('PUT', '/question')).toHaveLength(0);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Saving…');
    await act(() => jest.advanceTimersByTimeAsync(600));

    const saves = api.callsTo('PUT', '/question');
    expect(saves).toHaveLength(1);
    expect(bodyOf(saves[0])).toEqual({ assessment_id: summaryOf().id, question_id: 'project_name', value: 'Loire biochar', base_version: 0 });
    expect(store.getState().assessment).toMatchObject({ completion: 50, progress: 17, assessment_completion: 12, status: 'in_progress' });
    // No bar along the top of the window: the questionnaire's own labelled bar shows the progress.
    expect(store.getState().app.progressBar).toBe(0);
    expect(screen.getByText('50 %')).toBeInTheDocument();
    expect(screen.getAllByText('Saved').length).toBeGreaterThan(0);
  });

  it('sends what waits at once, with keepalive, when the page is hidden or left', async () => {
    api.on('PUT', '/question', { body: savedOf('summary', 'Half a thought') });
    const { user } = setup();
    await user.type(screen.getByRole('textbox', { name: 'Summary' }), 'Half a thought');
    expect(api.callsTo('PUT', '/question')).toHaveLength(0);
    await act(async () => {
      window.dispatchEvent(new Event('pagehide'));
      await jest.advanceTimersByTimeAsync(0);
    });
    const saves = api.callsTo('PUT', '/question');
    expect(saves).toHaveLength(1);
    expect(saves[0].init.keepalive).toBe(true);
    expect(bodyOf(saves[0]).value).toBe('Half a thought');
  });

  it('saves a choice at once and shows the questions its answer reveals', async () => {
    api.on('PUT', '/question', {
      body: savedOf('has_site', true, 1, progressOf({ question_list: [...progressOf().question_list, 'site_permit'] })),
    });
    const { user, store } = setup();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(bodyOf(api.callsTo('PUT', '/question')[0])).toMatchObject({ question_id: 'has_site', value: true });
    expect(store.getState().assessment.question_list).toContain('site_permit');
    await user.click(screen.getAllByRole('button', { name: 'Next section' })[0]);
    expect(screen.getByText('Is the site permitted?')).toBeInTheDocument();
  });

  it('remembers the section when it changes', async () => {
    const { user, store } = setup();
    await user.click(within(screen.getByRole('navigation', { name: 'Sections of the assessment' })).getByRole('button', { name: /Details/ }));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(bodyOf(api.callsTo('PATCH', '/assessment')[0])).toEqual({ id: summaryOf().id, current_section: 'details', current_question: null });
    expect(store.getState().assessment.current_section).toBe('details');
    const step = store.getState().project.steps[0];
    expect(step.assessments.find((assessment) => assessment.id === step.current_assessment)?.current_section).toBe('details');
  });

  it('opens the wiki modal on the question’s article', async () => {
    const { user, store } = setup();
    await user.click(screen.getByRole('button', { name: 'Learn more about: Summary' }));
    expect(store.getState().app.wikiModal).toEqual({ open: true, link: 'biochar-basics', question_id: 'summary' });
  });
});

describe('Questionnaire: conflicts', () => {
  const detail = assessmentDetailOf({ answers: [answerOf('project_name', 'Old name', 3)] });
  const theirs = answerOf('project_name', 'Their name', 4, OTHER_USER);

  it('shows both answers; keeping mine sends it again over their version', async () => {
    api.on('PUT', '/question', { status: 409, body: { detail: { message: 'Someone saved this answer in the meantime', current: theirs } } });
    const { user } = setup(detail);
    const input = screen.getByRole('textbox', { name: /Project name/ });
    await user.clear(input);
    await user.type(input, 'My name');
    await act(() => jest.advanceTimersByTimeAsync(600));
    expect(bodyOf(api.callsTo('PUT', '/question')[0]).base_version).toBe(3);
    expect(screen.getByText('This answer was changed meanwhile')).toBeInTheDocument();
    expect(screen.getByText('Bruno Costa saved another answer while you were working on it.')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Not saved');

    api.on('PUT', '/question', { body: savedOf('project_name', 'My name', 5) });
    await user.click(screen.getByRole('button', { name: 'Keep mine' }));
    await act(() => jest.advanceTimersByTimeAsync(0));
    const resent = bodyOf(api.callsTo('PUT', '/question')[1]);
    expect(resent).toMatchObject({ value: 'My name', base_version: 4 });
    expect(screen.queryByText('This answer was changed meanwhile')).toBeNull();
  });

  it('names a conflict with the same person as another tab', async () => {
    const mineElsewhere = answerOf('project_name', 'From my other tab', 4, USER);
    api.on('PUT', '/question', { status: 409, body: { detail: { message: 'Someone saved this answer in the meantime', current: mineElsewhere } } });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderInShell(<Questionnaire detail={detail} language="en" />, { store: storeShowing(detail), me: TEST_ME });
    await user.type(screen.getByRole('textbox', { name: /Project name/ }), '!');
    await act(() => jest.advanceTimersByTimeAsync(600));
    expect(screen.getByText('You saved another answer in another tab while you were working on it here.')).toBeInTheDocument();
    expect(screen.getByText('Saved in the other tab:')).toBeInTheDocument();
    expect(screen.queryByText(/Ana Ferreira saved another answer/)).toBeNull();
  });

  it('taking theirs puts their answer in the field', async () => {
    api.on('PUT', '/question', { status: 409, body: { detail: { message: 'Conflict', current: theirs } } });
    const { user } = setup(detail);
    await user.type(screen.getByRole('textbox', { name: /Project name/ }), '!');
    await act(() => jest.advanceTimersByTimeAsync(600));
    await user.click(screen.getByRole('button', { name: 'Take theirs' }));
    expect(screen.getByRole('textbox', { name: /Project name/ })).toHaveValue('Their name');
    expect(api.callsTo('PUT', '/question')).toHaveLength(1);
  });
});

describe('Questionnaire: completion', () => {
  it('completes at 100 %, opens the congrats popup and links to the unlocked assessment', async () => {
    api.on('POST', '/assessment', {
      body: {
        assessment: summaryOf({ status: 'completed', completion: 100, completed_at: '2026-03-02T11:00:00.000Z' }),
        unlocked: summaryOf({ id: NEXT_ASSESSMENT_ID, title: 'Feedstock eligibility', status: 'not_started' }),
      },
    });
    const { user, store } = setup(assessmentDetailOf({ progress_detail: progressOf({ completion: 100, missing_required: [] }) }));
    const complete = screen.getAllByRole('button', { name: 'Complete the assessment' })[0];
    expect(complete).toBeEnabled();
    await user.click(complete);
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(bodyOf(api.callsTo('POST', '/assessment')[0])).toEqual({ id: summaryOf().id, action: 'complete' });
    expect(store.getState().app.congrats).toBe(true);
    expect(store.getState().assessment).toMatchObject({ status: 'completed', next_assessment_id: NEXT_ASSESSMENT_ID });
    expect(screen.getByRole('link', { name: /Go to Feedstock eligibility/ })).toHaveAttribute('href', `/projects/${projectDetailOf().id}/assessments/${NEXT_ASSESSMENT_ID}`);
  });

  it('cannot complete before every required question is answered', () => {
    setup();
    for (const button of screen.getAllByRole('button', { name: 'Complete the assessment' })) expect(button).toBeDisabled();
    expect(screen.getByText('1 required question left')).toBeInTheDocument();
  });
});
