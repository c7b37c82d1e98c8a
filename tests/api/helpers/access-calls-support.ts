import { PDF, UNKNOWN_ID, upload, type Call, type Ids } from './access-call-parts';
import type { TestApp } from './app';

// The authorization matrix's requests for the support desk (issue 24, items 6 and 7); access-calls.ts spreads these
// in. A request of nobody's (UNKNOWN_ID) is refused to all on the sender's routes; staff's routes are staff's alone.

export const SUPPORT_CALLS: Record<string, (ids: Ids) => Call> = {
  'POST /api/jtbd/support': () => ({ form: upload({ subject: 'Help', message: 'From the matrix', page: '/projects' }, PDF, 'note.pdf', 'application/pdf') }),
  'GET /api/jtbd/support': () => ({}),
  'GET /api/jtbd/support/thread': () => ({ query: `id=${UNKNOWN_ID}` }),
  'POST /api/jtbd/support/reply': () => ({ form: upload({ request_id: UNKNOWN_ID, message: 'Not mine' }, PDF, 'note.pdf', 'application/pdf') }),
  'GET /api/jtbd/support/file': () => ({ query: `request_id=${UNKNOWN_ID}&file_id=${UNKNOWN_ID}` }),
  'GET /api/jtbd/support/inbox': () => ({}),
  'PATCH /api/jtbd/support/inbox': () => ({ json: { id: UNKNOWN_ID, state: 'resolved' } }),
  'GET /api/jtbd/support/inbox/thread': () => ({ query: `id=${UNKNOWN_ID}` }),
  'POST /api/jtbd/support/inbox/reply': () => ({ form: upload({ request_id: UNKNOWN_ID, message: 'Staff only', internal: true }, PDF, 'note.pdf', 'application/pdf') }),
  'GET /api/jtbd/support/inbox/file': () => ({ query: `request_id=${UNKNOWN_ID}&file_id=${UNKNOWN_ID}` }),
};

/** "A asks for B": the sender of request A (with a file) on request B's thread, reply and file. */
export async function supportPartyCalls(t: TestApp, tokens: { a: string; b: string }): Promise<Record<string, { call: Call; token: string }[]>> {
  const send = async (token: string) => {
    const response = await t.request('/jtbd/support', { token, body: upload({ subject: 'Mine', message: 'My own request' }, PDF, 'mine.pdf', 'application/pdf')() });
    const request = (await response.json()) as { id: string };
    const thread = (await (await t.request(`/jtbd/support/thread?id=${request.id}`, { token })).json()) as { messages: { attachment: { id: string } | null }[] };
    return { id: request.id, fileId: thread.messages[0]?.attachment?.id ?? UNKNOWN_ID };
  };
  await send(tokens.a);
  const b = await send(tokens.b);
  return {
    'GET /api/jtbd/support/thread': [{ call: { query: `id=${b.id}` }, token: tokens.a }],
    'POST /api/jtbd/support/reply': [{ call: { form: upload({ request_id: b.id, message: 'Not my request' }, PDF, 'x.pdf', 'application/pdf') }, token: tokens.a }],
    'GET /api/jtbd/support/file': [{ call: { query: `request_id=${b.id}&file_id=${b.fileId}` }, token: tokens.a }],
  };
}
