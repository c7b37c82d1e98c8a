import { act, cleanup, renderHook } from '@testing-library/react';
import { useIdle } from './use-idle';

describe('useIdle', () => {
  const idleCallbacks: IdleRequestCallback[] = [];
  beforeEach(() => {
    idleCallbacks.length = 0;
    window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => idleCallbacks.push(callback));
    window.cancelIdleCallback = jest.fn();
  });
  afterEach(() => {
    cleanup();
    // @ts-expect-error jsdom has no idle callbacks of its own
    delete window.requestIdleCallback;
    // @ts-expect-error as above
    delete window.cancelIdleCallback;
  });

  it('is false until the browser is idle, asking for idleness within the timeout given', () => {
    const { result } = renderHook(() => useIdle(1_500));
    expect(result.current).toBe(false);
    expect(window.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 1_500 });
    act(() => idleCallbacks[0]({ didTimeout: false, timeRemaining: () => 10 }));
    expect(result.current).toBe(true);
  });

  it('gives up waiting when unmounted first', () => {
    const { unmount } = renderHook(() => useIdle(1_000));
    unmount();
    expect(window.cancelIdleCallback).toHaveBeenCalled();
  });
});
