import type { OpenAPIHono } from '@hono/zod-openapi';
import { ACCOUNT_ROUTES } from '@/lib/api/routes';
import { changePasswordSchema, passwordChangedSchema, verificationSentSchema } from '@/lib/schemas/users';
import { currentUser, type AppEnv } from '@/server/http/context';
import type { Guards } from '@/server/http/current-user';
import { errorResponses, json } from '@/server/http/openapi';
import { routesOf } from '@/server/http/route';
import type { AccountService } from './account-service';

/** The signed-in user's own account at the built-in provider: address confirmation and password change. */
export function registerAccountRoutes(app: OpenAPIHono<AppEnv>, accounts: AccountService, guards: Guards): void {
  const route = routesOf({ tag: 'Users', guards });
  app.openapi(
    route({
      operationId: 'resendVerification',
      access: 'signed-in',
      method: 'post',
      path: ACCOUNT_ROUTES.verification,
      summary: 'Send the link that confirms your e-mail address again',
      description:
        'Invitations and ownership transfers made to an address open only once its holder confirmed it. 409 when it is ' +
        'confirmed already or when another provider confirms addresses; 429 within a minute of the previous link.',
      responses: {
        200: { description: 'The link is on its way', content: json(verificationSentSchema) },
        ...errorResponses(401, 403, 404, 409, 425, 429),
      },
    }),
    async (c) => c.json(await accounts.resendVerification(currentUser(c)), 200),
  );

  app.openapi(
    route({
      operationId: 'changePassword',
      access: 'signed-in',
      method: 'put',
      path: ACCOUNT_ROUTES.password,
      summary: 'Change your password, giving the current one',
      description: 'For accounts of the built-in provider. Wrong current passwords slow further attempts down (429).',
      request: { body: { required: true, content: json(changePasswordSchema) } },
      responses: {
        200: { description: 'The password is changed', content: json(passwordChangedSchema) },
        ...errorResponses(400, 401, 403, 404, 409, 413, 415, 422, 425, 429),
      },
    }),
    async (c) => c.json(await accounts.changePassword(currentUser(c), c.req.valid('json')), 200),
  );
}
