import { STAFF_USER_ROUTES, USER_ROUTES } from '@/lib/api/routes';
import { request } from '@/lib/api/request';
import type { DeclineErasure } from '@/lib/schemas/erasure-requests';
import type { StaffUserChange, StaffUserDetails, StaffUserFilters, StaffUsersPage, UserErasure } from '@/lib/schemas/staff-users';
import { api } from './index';
import { schemaModule } from './lazy-schema';

/* Staff's console of users (issue 24, items 8 to 10). */

const schemas = schemaModule(() => import('@/lib/schemas/staff-users'));
const LIST = { type: 'Users' as const, id: 'staff-list' };
const user = (id: string) => ({ type: 'Users' as const, id: `staff-${id}` });

export type StaffUsersArgs = StaffUserFilters & { page: number };

/** The filters as query parameters, without the empty ones. */
export function filterParams(filters: StaffUserFilters): Record<string, string> {
  const params: Record<string, string> = { state: filters.state };
  if (filters.search) params.search = filters.search;
  if (filters.company) params.company = filters.company;
  if (filters.role) params.role = filters.role;
  if (filters.erasure) params.erasure = filters.erasure;
  return params;
}

export const staffUsersApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchStaffUsers: build.query<StaffUsersPage, StaffUsersArgs>({
      query: ({ page, ...filters }) => ({ url: USER_ROUTES.internalUsers, body: { page, ...filterParams(filters) }, schemas }),
      responseSchema: schemas.response((module) => module.staffUsersPageSchema),
      providesTags: [LIST],
    }),
    getStaffUser: build.query<StaffUserDetails, string>({
      query: (userId) => ({ url: STAFF_USER_ROUTES.internalUserDetails, body: { user_id: userId }, schemas }),
      responseSchema: schemas.response((module) => module.staffUserDetailsSchema),
      providesTags: (_result, _error, userId) => [user(userId)],
    }),
    changeStaffUser: build.mutation<StaffUserDetails, StaffUserChange>({
      query: (body) => ({ url: USER_ROUTES.internalUsers, method: 'PATCH', body, schemas }),
      responseSchema: schemas.response((module) => module.staffUserDetailsSchema),
      invalidatesTags: (_result, error, { user_id: userId }) => (error ? [] : [user(userId), LIST]),
    }),
    eraseUser: build.mutation<{ erased: true; user_id: string }, UserErasure>({
      query: (body) => ({ url: USER_ROUTES.internalUserDelete, method: 'POST', body, schemas }),
      invalidatesTags: (_result, error) => (error ? [] : [LIST]),
    }),
    /** Staff decline the user's waiting erasure request, with a reason the user is mailed. */
    declineErasure: build.mutation<StaffUserDetails, DeclineErasure>({
      query: (body) => ({ url: STAFF_USER_ROUTES.internalUserDeleteDecline, method: 'POST', body, schemas }),
      responseSchema: schemas.response((module) => module.staffUserDetailsSchema),
      invalidatesTags: (_result, error, { user_id: userId }) => (error ? [] : [user(userId), LIST]),
    }),
  }),
});

/** The users the filters on screen match, as data.csv (the browser saves it). */
export function downloadUsersCsv(filters: StaffUserFilters): Promise<string> {
  return request<string>('GET', USER_ROUTES.internalUsersExport, filterParams(filters), { csv: true });
}

/** The sign-ins of the users the filters on screen match, as data.csv. */
export function downloadSignInsCsv(filters: StaffUserFilters): Promise<string> {
  return request<string>('GET', USER_ROUTES.internalSigninExport, filterParams(filters), { csv: true });
}

export const { useSearchStaffUsersQuery, useGetStaffUserQuery, useChangeStaffUserMutation, useEraseUserMutation, useDeclineErasureMutation } = staffUsersApi;
