import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { Me } from '@/lib/schemas/users';
import { makeStore } from '@/store';
import { setLoading } from '@/store/slices/app';
import { EMPTY_SHARED_CONTEXT, SharedContextProvider } from './SharedContext';
import { useWaitingForUser } from './use-waiting-for-user';

const user = { id: 'u-1', email: 'ada@example.org', roles: ['developer'] } as unknown as Me;

function Probe({ onRender }: { onRender: () => void }) {
  onRender();
  return <p>{useWaitingForUser() ? 'waiting' : 'ready'}</p>;
}

function renderProbe(me: Me | null) {
  const store = makeStore();
  const onRender = jest.fn();
  render(
    <Provider store={store}>
      <SharedContextProvider value={{ ...EMPTY_SHARED_CONTEXT, me }}>
        <Probe onRender={onRender} />
      </SharedContextProvider>
    </Provider>,
  );
  return { store, onRender };
}

describe('useWaitingForUser', () => {
  it('waits while the start-up sequence loads and no user is known, then stops', () => {
    const { store } = renderProbe(null);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    act(() => {
      store.dispatch(setLoading(false));
    });
    expect(screen.getByText('ready')).toBeInTheDocument();
  });

  it('does not wait, nor render again when loading ends, on a page that has its user', () => {
    const { store, onRender } = renderProbe(user);
    expect(screen.getByText('ready')).toBeInTheDocument();
    const renders = onRender.mock.calls.length;
    act(() => {
      store.dispatch(setLoading(false));
    });
    expect(onRender).toHaveBeenCalledTimes(renders);
  });
});
