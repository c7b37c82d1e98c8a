import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell, TEST_ME } from '@/components/layout/testing/render-shell';
import type { RecordedCall } from '@/lib/api/testing/fake-fetch';
import { routedApiForEachTest } from '@/lib/api/testing/for-each-test';
import type { Dataroom } from '@/lib/schemas/dataroom';
import { dataroomApi } from '@/store/api/dataroom';
import { DEVELOPER_ROOM, DOCUMENT } from '@/store/api/testing/dataroom';
import { OPPORTUNITY_ID } from '@/store/api/testing/opportunities';
import { DataroomScreen } from './DataroomScreen';

// jsdom has no canvas: pdf.js's drawing is replaced, the requests and the refusals are real.
jest.mock('./pdf-renderer', () => ({ renderPage: jest.fn(async () => 'Kiln design'), loadPdfJs: jest.fn(async () => undefined) }));
const query: Record<string, string> = {};
jest.mock('next/router', () => ({ useRouter: () => ({ pathname: '/opportunities/[id]/dataroom', query, push: jest.fn(), replace: jest.fn() }) }));

const api = routedApiForEachTest();
const investor = { ...TEST_ME, roles: ['investor' as const], investor_activated: true };
const ROOM = '/sign-and-commit-opp/dataroom';
const INVESTOR_ROOM: Dataroom = { ...DEVELOPER_ROOM, side: 'investor', can_manage: false };
const REVOKED = { status: 403, body: { detail: { message: 'Revoked', reason: 'revoked' } } };
const NO_GRANT = { status: 403, body: { detail: { message: 'No grant', reason: 'no_grant' } } };

/** The room, the document and its pages, until `revoked` is set: then the room and every page are refused. */
function serve() {
  const state = { revoked: false };
  api.on('GET', ROOM, (call: RecordedCall) => {
    const asked = new URL(call.url, 'https://groundwork.test').searchParams;
    if (asked.has('opportunity_id')) return state.revoked ? NO_GRANT : { body: INVESTOR_ROOM };
    if (!asked.has('page')) return { body: DOCUMENT };
    return state.revoked ? REVOKED : { body: '%PDF-1.7 one stamped page' };
  });
  api.on('PATCH', ROOM, { body: { recorded: true } });
  return state;
}

/** The room read again, as the investor's screen does every ROOM_REFRESH_MS. */
async function refreshRoom(store: ReturnType<typeof renderInShell>['store']) {
  await act(async () => {
    await store.dispatch(dataroomApi.endpoints.getDataroom.initiate(OPPORTUNITY_ID, { subscribe: false, forceRefetch: true }));
  });
}

describe('DataroomScreen', () => {
  afterEach(() => {
    for (const key of Object.keys(query)) delete query[key];
  });

  it('keeps the open document when a refresh of the room is refused; its next page says why (requirements R-21.13)', async () => {
    Object.assign(query, { file: DOCUMENT.id, page: '1' });
    const state = serve();
    const { store } = renderInShell(<DataroomScreen opportunityId={OPPORTUNITY_ID} />, { me: investor });
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    state.revoked = true;
    await refreshRoom(store);
    expect(screen.queryByRole('button', { name: 'Request access' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The developer has revoked your access to this part of the data room.');
  });

  it('offers the request for access when the refused refresh finds no document open', async () => {
    const state = serve();
    api.on('GET', '/sign-and-commit-opp/dataroom_request', { body: [] });
    const { store } = renderInShell(<DataroomScreen opportunityId={OPPORTUNITY_ID} />, { me: investor });
    expect(await screen.findByRole('heading', { name: 'A. Technical' })).toBeInTheDocument();
    state.revoked = true;
    await refreshRoom(store);
    expect(await screen.findByRole('button', { name: 'Request access' })).toBeInTheDocument();
  });
});
