import { makeStore } from './index';
import { runStartup } from './startup';

function setup(fetchMe: jest.Mock) {
  const store = makeStore();
  const onMe = jest.fn();
  const cancel = runStartup({ dispatch: store.dispatch, fetchMe, onMe });
  const loading = () => store.getState().app.loading;
  return { store, onMe, cancel, loading };
}

const notReady = () => Promise.reject({ status: 425, message: 'preparing' });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('start-up sequence', () => {
  it('sets loading at start and fetches the current user 2.5 s later', async () => {
    const fetchMe = jest.fn(async () => ({ id: 'me' }));
    const { loading, onMe } = setup(fetchMe);
    expect(loading()).toBe(true);
    await jest.advanceTimersByTimeAsync(2499);
    expect(fetchMe).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchMe).toHaveBeenCalledTimes(1);
    expect(onMe).toHaveBeenCalledWith({ id: 'me' });
    expect(loading()).toBe(false);
  });

  it('sets loading back to true when started on a store that had it cleared', () => {
    const store = makeStore();
    store.dispatch({ type: 'app/setLoading', payload: false });
    runStartup({ dispatch: store.dispatch, fetchMe: jest.fn(() => new Promise(() => undefined)) });
    expect(store.getState().app.loading).toBe(true);
  });

  it('retries every second while the answer is 425', async () => {
    const fetchMe = jest.fn().mockImplementationOnce(notReady).mockImplementationOnce(notReady).mockResolvedValue({ id: 'me' });
    const { loading, onMe } = setup(fetchMe);
    await jest.advanceTimersByTimeAsync(2500);
    expect(fetchMe).toHaveBeenCalledTimes(1);
    expect(loading()).toBe(true);
    await jest.advanceTimersByTimeAsync(999);
    expect(fetchMe).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchMe).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1000);
    expect(fetchMe).toHaveBeenCalledTimes(3);
    expect(onMe).toHaveBeenCalledWith({ id: 'me' });
    expect(loading()).toBe(false);
  });

  it('recognises a 425 given as ApiRequestError code', async () => {
    const fetchMe = jest.fn().mockRejectedValueOnce({ code: 425 }).mockResolvedValue({});
    setup(fetchMe);
    await jest.advanceTimersByTimeAsync(3500);
    expect(fetchMe).toHaveBeenCalledTimes(2);
  });

  it('clears loading on any other failure and does not retry', async () => {
    const fetchMe = jest.fn(() => Promise.reject({ status: 401, message: 'Sign in' }));
    const { loading, onMe } = setup(fetchMe);
    await jest.advanceTimersByTimeAsync(2500);
    expect(loading()).toBe(false);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(fetchMe).toHaveBeenCalledTimes(1);
    expect(onMe).not.toHaveBeenCalled();
  });

  it('clears loading after 30 s whatever happens', async () => {
    const fetchMe = jest.fn(notReady);
    const { loading } = setup(fetchMe);
    await jest.advanceTimersByTimeAsync(29_999);
    expect(loading()).toBe(true);
    await jest.advanceTimersByTimeAsync(1);
    expect(loading()).toBe(false);
  });

  it('clears loading after 30 s even when the fetch never answers', async () => {
    const { loading } = setup(jest.fn(() => new Promise(() => undefined)));
    await jest.advanceTimersByTimeAsync(30_000);
    expect(loading()).toBe(false);
  });

  it('cancels everything still pending', async () => {
    const fetchMe = jest.fn(notReady);
    const { cancel, loading } = setup(fetchMe);
    await jest.advanceTimersByTimeAsync(2500);
    cancel();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(fetchMe).toHaveBeenCalledTimes(1);
    expect(loading()).toBe(true);
  });
});
