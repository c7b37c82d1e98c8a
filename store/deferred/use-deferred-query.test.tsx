import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';
import { loadedApi, makeStore } from '@/store';
import { projectDetailOf, PROJECT_ID } from '@/store/api/testing/projects';
import { seedPageAnswers } from '@/store/prefetched';
import { useGetPublicationQuery } from './opportunities';
import { useExportQuestionnaireMutation, useGetProjectQuery } from './projects';

const api = routedApiForEachTest();

function ProjectName({ id, skip = false }: { id: string; skip?: boolean }) {
  const project = useGetProjectQuery(id, { skip, refetchOnMountOrArgChange: 5 });
  if (project.isLoading) return <p>loading</p>;
  if (project.isUninitialized) return <p>skipped</p>;
  return <p>{project.data === null ? 'an answer of null' : project.data?.name}</p>;
}

function ExportButton({ onDone }: { onDone: (outcome: unknown) => void }) {
  const [exportCsv, state] = useExportQuestionnaireMutation();
  const run = () => void exportCsv(PROJECT_ID).unwrap().then(onDone, onDone);
  return (
    <button type="button" onClick={run}>
      {state.isLoading ? 'exporting' : state.isError ? 'failed' : state.isSuccess ? 'exported' : 'export'}
    </button>
  );
}

const inStore = (store: ReturnType<typeof makeStore>) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <Provider store={store}>{children}</Provider>;
  };

describe('the deferred query and mutation hooks', () => {
  it('draw the page from the answer the server read before RTK Query loads, then take it into the cache without asking again', async () => {
    expect(loadedApi()).toBeUndefined();
    const store = makeStore();
    seedPageAnswers(store.dispatch, [{ endpointName: 'getProject', arg: PROJECT_ID, data: projectDetailOf({ name: 'Loire biochar' }) }]);
    render(<ProjectName id={PROJECT_ID} />, { wrapper: inStore(store) });
    // The first render (the one that hydrates the server's HTML) already shows the project.
    expect(screen.getByText('Loire biochar')).toBeInTheDocument();
    await waitFor(() => expect(loadedApi()?.endpoints).toHaveProperty('getProject'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('Loire biochar')).toBeInTheDocument();
    expect(api.callsTo('GET', '/project')).toHaveLength(0);
  });

  it('take an answer of null for an answer, not for one still awaited', () => {
    const store = makeStore();
    seedPageAnswers(store.dispatch, [{ endpointName: 'getProject', arg: 'p-none', data: null }]);
    render(<ProjectName id="p-none" />, { wrapper: inStore(store) });
    expect(screen.getByText('an answer of null')).toBeInTheDocument();
  });

  it('take an answer of null from the API for an answer too (a project with no publication yet)', async () => {
    api.on('GET', '/publication', { body: null });
    function PublicationState() {
      const publication = useGetPublicationQuery(PROJECT_ID);
      return <p>{publication.isLoading ? 'loading' : publication.data === null ? 'no publication yet' : 'a publication'}</p>;
    }
    render(<PublicationState />, { wrapper: inStore(makeStore()) });
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('no publication yet')).toBeInTheDocument();
  });

  it('read what the server did not, through the cache, and skip when told to', async () => {
    api.on('GET', '/project', { body: projectDetailOf({ name: 'Read in the browser' }) });
    const store = makeStore();
    const view = render(<ProjectName id={PROJECT_ID} skip />, { wrapper: inStore(store) });
    expect(screen.getByText('skipped')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(api.callsTo('GET', '/project')).toHaveLength(0);
    view.rerender(<ProjectName id={PROJECT_ID} />);
    expect(await screen.findByText('Read in the browser')).toBeInTheDocument();
    expect(api.callsTo('GET', '/project')).toHaveLength(1);
  });

  it('start a mutation at its call, with its state and unwrap as RTK Query has them', async () => {
    const store = makeStore();
    const outcomes: unknown[] = [];
    render(<ExportButton onDone={(outcome) => outcomes.push(outcome)} />, { wrapper: inStore(store) });
    api.on('GET', '/get_project_questionnarie', { status: 500, body: { message: 'The export failed' } });
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button')).toHaveTextContent('exporting');
    expect(await screen.findByText('failed')).toBeInTheDocument();
    expect(outcomes[0]).toMatchObject({ status: 500 });
  });
});
