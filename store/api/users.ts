import { ACCOUNT_ROUTES, USER_ROUTES } from '@/lib/api/routes';
import type { ChangePassword, Me, PasswordChanged, UpdateMe, VerificationSent } from '@/lib/schemas/users';
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
    /** A new link that confirms the user's e-mail address. */
    resendVerification: build.mutation<VerificationSent, void>({
      query: () => ({ url: ACCOUNT_ROUTES.verification, method: 'POST' }),
    }),
    /** The built-in provider's password change, knowing the current password. */
    changePassword: build.mutation<PasswordChanged, ChangePassword>({
      query: (body) => ({ url: ACCOUNT_ROUTES.password, method: 'PUT', body }),
    }),
  }),
});

export const { useGetMeQuery, useLazyGetMeQuery, useUpdateMeMutation, useResendVerificationMutation, useChangePasswordMutation } =
  usersApi;
