import { USER_ROUTES } from '@/lib/api/routes';
import type { Me, UpdateMe } from '@/lib/schemas/users';
import { api } from './index';
import { lazySchema } from './lazy-schema';

/**
 * `/me` answers are checked against `meSchema`, loaded when the request goes out rather than with the page:
 * the shell fetches the current user on every page, and zod is not first-load JavaScript.
 */
const meResponseSchema = lazySchema<Me>(() => import('@/lib/schemas/users').then((schemas) => schemas.meSchema));

/** The current user (`/me`). */
export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<Me, void>({
      query: () => {
        meResponseSchema.preload();
        return { url: USER_ROUTES.me };
      },
      responseSchema: meResponseSchema,
      providesTags: ['Me'],
    }),
    updateMe: build.mutation<Me, UpdateMe>({
      query: (changes) => {
        meResponseSchema.preload();
        return { url: USER_ROUTES.me, method: 'PUT', body: changes };
      },
      responseSchema: meResponseSchema,
      invalidatesTags: ['Me'],
    }),
  }),
});

export const { useGetMeQuery, useLazyGetMeQuery, useUpdateMeMutation } = usersApi;
