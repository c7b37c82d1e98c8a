import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell } from '@/components/layout/testing/render-shell';
import { makeStore } from '@/store';
import { projectsApi } from '@/store/api/projects';
import { PREFETCHED_FRESH_FOR_S, seedApiCache } from '@/store/prefetched';
import { AssessmentPage } from './AssessmentPage';
import { ASSESSMENT_ID, assessmentDetailOf, NEXT_ASSESSMENT_ID, PROJECT_ID, progressOf, projectDetailOf, projectSummaryOf, savedOf, summaryOf } from '@/store/api/testing/projects';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';

jest.mock('next/router', () => ({
  useRouter: () => ({ pathname: '/projects/[id]/assessments/[assessmentId]', query: {}, push: jest.fn(), replace: jest.fn(), events: { on: jest.fn(), off: jest.fn() } }),
}));

const api = routedApiForEachTest();

beforeEach(() => {
  jest.useFakeTimers();
  api.on('GET', '/assessment', { body: assessmentDetailOf() });
  api.on('GET', '/project', { body: projectDetailOf() });
  api.on('PATCH', '/assessment', { body: summaryOf({ current_question: 'summary' }) });
});

afterEach(() => {
  jest.useRealTimers();
});

const bodyOf = (call: { init: RequestInit }) => JSON.parse(String(call.init.body));

describe('AssessmentPage: the questionnaire through the cached assessment', () => {
  it('keeps a saved answer on screen when the position is remembered afterwards, and saves over its own version', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderInShell(<AssessmentPage projectId={PROJECT_ID} assessmentId={ASSESSMENT_ID} />, { store: makeStore() });
    const name = await screen.findByRole('textbox', { name: /Project name/ });

    api.on('PUT', '/question', { body: savedOf('project_name', 'Loire biochar', 1, progressOf({ completion: 100, progress: 17, missing_required: [] })) });
    await user.type(name, 'Loire biochar');
    await act(() => jest.advanceTimersByTimeAsync(600));
    expect(screen.getByText('100 %')).toBeInTheDocument();

    // A few seconds on another question: its position is remembered (PATCH /assessment changes the cached copy).
    await user.click(screen.getByRole('textbox', { name: 'Summary' }));
    await act(() => jest.advanceTimersByTimeAsync(3000));
    expect(api.callsTo('PATCH', '/assessment')).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: /Project name/ })).toHaveValue('Loire biochar');
    expect(screen.getByText('100 %')).toBeInTheDocument();

    api.on('PUT', '/question', { body: savedOf('project_name', 'Loire biochar 2', 2) });
    await user.type(screen.getByRole('textbox', { name: /Project name/ }), ' 2');
    await act(() => jest.advanceTimersByTimeAsync(600));
    const saves = api.callsTo('PUT', '/question');
    expect(bodyOf(saves[saves.length - 1])).toMatchObject({ value: 'Loire biochar 2', base_version: 1 });
    expect(screen.queryByText('This answer was changed meanwhile')).toBeNull();
  });

  it('keeps text that breaks a rule as a draft, says the rule, and brings it back after a reload', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    window.localStorage.clear();
    const first = renderInShell(<AssessmentPage projectId={PROJECT_ID} assessmentId={ASSESSMENT_ID} />, { store: makeStore() });
    await user.type(await screen.findByRole('textbox', { name: /Project name/ }), 'Lo');
    await act(() => jest.advanceTimersByTimeAsync(600));
    expect(api.callsTo('PUT', '/question')).toHaveLength(0);
    expect(screen.getByText('Write at least 3 characters (2 so far).')).toBeInTheDocument();
    first.unmount();

    renderInShell(<AssessmentPage projectId={PROJECT_ID} assessmentId={ASSESSMENT_ID} />, { store: makeStore() });
    expect(await screen.findByRole('textbox', { name: /Project name/ })).toHaveValue('Lo');
    expect(screen.getByText('Write at least 3 characters (2 so far).')).toBeInTheDocument();
  });

  it('once left after an answer, the project lists are read again (their progress moved)', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    api.on('GET', '/projects', { body: { items: [projectSummaryOf()], total: 1, page: 1, page_size: 4 } });
    api.on('PUT', '/question', { body: savedOf('project_name', 'Loire biochar', 1) });
    const store = makeStore();
    const list = store.dispatch(projectsApi.endpoints.getProjects.initiate({ scope: 'owned', page: 1, page_size: 4 }));
    await act(() => jest.advanceTimersByTimeAsync(0));
    const view = renderInShell(<AssessmentPage projectId={PROJECT_ID} assessmentId={ASSESSMENT_ID} />, { store });
    await user.type(await screen.findByRole('textbox', { name: /Project name/ }), 'Loire biochar');
    await act(() => jest.advanceTimersByTimeAsync(600));
    expect(api.callsTo('GET', '/projects')).toHaveLength(1);
    view.unmount();
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(api.callsTo('GET', '/projects')).toHaveLength(2);
    list.unsubscribe();
  });

  it('going to the next assessment never shows the previous one (nor its waiting proposals) while the next loads', async () => {
    let answerNext: (() => void) | undefined;
    api.on('GET', '/assessment', (call) =>
      call.url.includes(NEXT_ASSESSMENT_ID)
        ? { body: assessmentDetailOf({ id: NEXT_ASSESSMENT_ID, title: 'Feedstock eligibility', autofill_pending: false }) }
        : { body: assessmentDetailOf({ autofill_pending: true }) },
    );
    const store = makeStore();
    const view = renderInShell(<AssessmentPage projectId={PROJECT_ID} assessmentId={ASSESSMENT_ID} />, { store });
    expect(await screen.findByText('Proposed answers are waiting')).toBeInTheDocument();

    // The next assessment answers only when told to.
    const original = globalThis.fetch;
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes(NEXT_ASSESSMENT_ID)
        ? new Promise<Response>((resolve) => {
            answerNext = () => void original(input, init).then(resolve);
          })
        : original(input, init)) as typeof fetch;
    view.rerender(<AssessmentPage projectId={PROJECT_ID} assessmentId={NEXT_ASSESSMENT_ID} />);
    await act(() => jest.advanceTimersByTimeAsync(50));
    expect(screen.queryByText('Proposed answers are waiting')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Project profile', level: 1 })).toBeNull();
    await act(async () => {
      answerNext?.();
      await jest.advanceTimersByTimeAsync(50);
    });
    expect(await screen.findByRole('heading', { name: 'Feedstock eligibility', level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Proposed answers are waiting')).toBeNull();
    globalThis.fetch = original;
  });
  it('shows the assessment the server read for the page without reading it again, and reads a copy that has aged', async () => {
    const store = makeStore();
    seedApiCache(store.dispatch, [{ endpointName: 'getAssessment', arg: ASSESSMENT_ID, data: assessmentDetailOf() }]);
    const first = renderInShell(<AssessmentPage projectId={PROJECT_ID} assessmentId={ASSESSMENT_ID} />, { store });
    expect(screen.getByRole('textbox', { name: /Project name/ })).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(api.callsTo('GET', '/assessment')).toHaveLength(0);
    first.unmount();

    // Back on the page after longer than the freshness: read again.
    await act(() => jest.advanceTimersByTimeAsync((PREFETCHED_FRESH_FOR_S + 1) * 1000));
    renderInShell(<AssessmentPage projectId={PROJECT_ID} assessmentId={ASSESSMENT_ID} />, { store });
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(api.callsTo('GET', '/assessment')).toHaveLength(1);
  });
});
