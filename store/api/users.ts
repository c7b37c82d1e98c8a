import { USER_ROUTES } from '@/lib/api/routes';
import { meSchema, type Me, type UpdateMe } from '@/lib/schemas/users';
import { api } from './index';

/** The current user (`/me`). */
export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<Me, void>({
      query: () => ({ url: USER_ROUTES.me }),
      responseSchema: meSchema,
      providesTags: ['Me'],
    }),
    updateMe: build.mutation<Me, UpdateMe>({
      query: (changes) => ({ url: USER_ROUTES.me, method: 'PUT', body: changes }),
      responseSchema: meSchema,
      invalidatesTags: ['Me'],
    }),
  }),
});

export const { useGetMeQuery, useLazyGetMeQuery, useUpdateMeMutation } = usersApi;
