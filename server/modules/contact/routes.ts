import type { OpenAPIHono } from '@hono/zod-openapi';
import { contactReceiptSchema, contactRequestSchema } from '@/lib/schemas/users';
import { clientAddress } from '@/server/http/client-address';
import type { AppEnv } from '@/server/http/context';
import { errorResponses, json } from '@/server/http/openapi';
import { routesOf } from '@/server/http/route';
import type { ModuleContext } from '../context';
import { createContactService } from './service';

/** Salt of the sender hash: CONTACT_HASH_SALT, else the API audience (stable per deployment). */
function hashSalt(context: ModuleContext): string {
  return process.env.CONTACT_HASH_SALT || context.settings.auth.audience;
}

export function registerContactRoutes(app: OpenAPIHono<AppEnv>, context: ModuleContext): void {
  const { guards, settings } = context;
  const contact = createContactService({ db: context.db, rateLimit: settings.contactRateLimit, salt: hashSalt(context) });
  const route = routesOf({ tag: 'Support', guards });

  app.openapi(
    route({
      operationId: 'sendContactMessage',
      access: 'public',
      method: 'post',
      path: '/contact',
      summary: 'Send a message to the Groundwork team',
      description: 'Open to visitors; a signed-in sender is linked to the message. Each network address may send ' + `a limited number of messages per window (429 beyond).`,
      request: { body: { required: true, content: json(contactRequestSchema) } },
      responses: {
        200: { description: 'The message was received', content: json(contactReceiptSchema) },
        ...errorResponses(400, 401, 413, 415, 429),
      },
    }),
    async (c) => {
      const receipt = await contact.send(c.req.valid('json'), {
        address: clientAddress(c, settings.trustProxy),
        user: c.get('user'),
        language: c.get('language'),
      });
      return c.json(receipt, 200);
    },
  );
}
