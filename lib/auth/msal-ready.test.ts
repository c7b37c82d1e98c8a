import type { IPublicClientApplication } from '@azure/msal-browser';
import { announceMsalReady, forgetMsalReady, onMsalReady } from './msal-ready';

const first = { name: 'first' } as unknown as IPublicClientApplication;
const second = { name: 'second' } as unknown as IPublicClientApplication;

afterEach(() => forgetMsalReady());

describe('MSAL readiness', () => {
  it('tells each listener once per application, a late listener at once, and no one who stopped listening', () => {
    const early = jest.fn();
    const gone = jest.fn();
    const stopEarly = onMsalReady(early);
    onMsalReady(gone)();
    announceMsalReady(first);
    announceMsalReady(first);
    const late = jest.fn();
    const stopLate = onMsalReady(late);
    expect(early.mock.calls).toEqual([[first]]);
    expect(late.mock.calls).toEqual([[first]]);
    expect(gone).not.toHaveBeenCalled();
    announceMsalReady(second);
    expect(early.mock.calls).toEqual([[first], [second]]);
    stopEarly();
    stopLate();
  });

  it('tells a new listener nothing once the application is forgotten', () => {
    announceMsalReady(first);
    forgetMsalReady();
    const listener = jest.fn();
    const stop = onMsalReady(listener);
    expect(listener).not.toHaveBeenCalled();
    stop();
  });
});
