import { act, screen } from '@testing-library/react';
import { renderInShell } from '@/components/layout/testing/render-shell';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';
import { makeStore } from '@/store';
import { seedPageAnswers } from '@/store/prefetched';
import { useGetPublicationQuery } from './opportunities';

const api = routedApiForEachTest();
const PROJECT_ID = '5d0c7a5e-8d2b-4b59-9f2e-3b6a1c0d9e11';

function PublicationState() {
  const publication = useGetPublicationQuery(PROJECT_ID);
  if (publication.isLoading) return <p>loading</p>;
  return <p>{publication.data === null ? 'no publication yet' : 'a publication'}</p>;
}

describe('useDeferredQuery', () => {
  it('answers null, read by the server, at the first render, before its endpoint loads', async () => {
    const store = makeStore();
    seedPageAnswers(store.dispatch, [{ endpointName: 'getPublication', arg: PROJECT_ID, data: null }]);
    renderInShell(<PublicationState />, { store });
    expect(screen.getByText('no publication yet')).toBeInTheDocument();
    // Its endpoint loads after the first render, and draws the same answer from the cache.
    await act(() => import('../api/opportunities'));
    expect(screen.getByText('no publication yet')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('takes a null answer of the API for an answer, not for one still awaited', async () => {
    api.on('GET', '/publication', { body: null });
    renderInShell(<PublicationState />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('no publication yet')).toBeInTheDocument();
  });
});
