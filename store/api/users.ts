import { ACCOUNT_ROUTES, USER_ROUTES } from '@/lib/api/routes';
import type { AskErasure, MyErasureRequest } from '@/lib/schemas/erasure-requests';
import type { ChangePassword, Me, PasswordChanged, UpdateMe, VerificationSent } from '@/lib/schemas/users';
import { api } from './index';
import { schemaModule } from './lazy-schema';

/**
 * The user schemas (and zod), loaded with the first request rather than with the page: the shell fetches the current
 * user on every page, and zod is not first-load JavaScript.
 */
const userSchemas = schemaModule(() => import('@/lib/schemas/users'));
const erasureSchemas = schemaModule(() => import('@/lib/schemas/erasure-requests'));
const ERASURE = { type: 'Me' as const, id: 'erasure' };

/** The current user (`/me`). */
export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<Me, void>({
      query: () => ({ url: USER_ROUTES.me, schemas: userSchemas }),
      responseSchema: userSchemas.response((schemas) => schemas.meSchema),
      providesTags: ['Me'],
    }),
    updateMe: build.mutation<Me, UpdateMe>({
      query: (changes) => ({ url: USER_ROUTES.me, method: 'PUT', body: changes, schemas: userSchemas }),
      responseSchema: userSchemas.response((schemas) => schemas.meSchema),
      invalidatesTags: ['Me'],
    }),
    /** A new link that confirms the user's e-mail address. */
    resendVerification: build.mutation<VerificationSent, void>({
      query: () => ({ url: ACCOUNT_ROUTES.verification, method: 'POST', schemas: userSchemas }),
      responseSchema: userSchemas.response((schemas) => schemas.verificationSentSchema),
    }),
    /** The built-in provider's password change, knowing the current password. */
    changePassword: build.mutation<PasswordChanged, ChangePassword>({
      query: (body) => ({ url: ACCOUNT_ROUTES.password, method: 'PUT', body, schemas: userSchemas }),
      responseSchema: userSchemas.response((schemas) => schemas.passwordChangedSchema),
    }),
    /** The caller's latest request to erase their account (issue 24). */
    getMyErasureRequest: build.query<MyErasureRequest, void>({
      query: () => ({ url: ACCOUNT_ROUTES.erasure, schemas: erasureSchemas }),
      responseSchema: erasureSchemas.response((schemas) => schemas.myErasureRequestSchema),
      providesTags: [ERASURE],
    }),
    askErasure: build.mutation<MyErasureRequest, AskErasure>({
      query: (body) => ({ url: ACCOUNT_ROUTES.erasure, method: 'POST', body, schemas: erasureSchemas }),
      responseSchema: erasureSchemas.response((schemas) => schemas.myErasureRequestSchema),
      invalidatesTags: (_result, error) => (error ? [] : [ERASURE]),
    }),
  }),
});

export const {
  useGetMeQuery,
  useLazyGetMeQuery,
  useUpdateMeMutation,
  useResendVerificationMutation,
  useChangePasswordMutation,
  useGetMyErasureRequestQuery,
  useAskErasureMutation,
} = usersApi;
