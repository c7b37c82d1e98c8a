import { UNKNOWN_ID, type Call, type Ids } from './access-call-parts';

/** Staff's console of users (issue 24, items 8 to 10): for staff only, but a user's own erasure request. */
export const STAFF_USER_CALLS: Record<string, (ids: Ids) => Call> = {
  'GET /api/internal/users': () => ({ query: 'search=dev&role=developer&state=active' }),
  'GET /api/internal/users/details': () => ({ query: `user_id=${UNKNOWN_ID}` }),
  'PATCH /api/internal/users': () => ({ json: { user_id: UNKNOWN_ID, disabled: true, reason: 'Matrix' } }),
  'GET /api/internal/users_export': () => ({ query: 'state=all' }),
  'GET /api/internal/signin_export': () => ({ query: 'role=investor' }),
  'GET /api/me/erasure': () => ({}),
  'POST /api/me/erasure': () => ({ json: { confirm: true } }),
  'POST /api/internal/user_delete/decline': () => ({ json: { user_id: UNKNOWN_ID, reason: 'Matrix' } }),
  'POST /api/internal/user_delete': () => ({ json: { user_id: UNKNOWN_ID, confirm_email: 'nobody@example.test', reason: 'Matrix' } }),
};
