import type { OpenAPIHono } from '@hono/zod-openapi';
import { INVESTMENT_SUB_ROUTES } from '@/lib/api/routes';
import { investorHomeSchema } from '@/lib/schemas/investors';
import { currentUser, type AppEnv } from '@/server/http/context';
import { errorResponses, json } from '@/server/http/openapi';
import { routesOf } from '@/server/http/route';
import { createInvestmentMailer } from '@/server/mail/investment-mail';
import { createInvestorsService } from '@/server/modules/investors/public';
import type { ModuleContext } from '../context';
import { createInvestorHomeService } from './service';

/** `/investor/home`: the activated investor's home (requirements ). */
export function registerInvestorHomeRoutes(app: OpenAPIHono<AppEnv>, context: ModuleContext): void {
  const investors = createInvestorsService({ db: context.db, users: context.users, mail: createInvestmentMailer(context.mail) });
  const service = createInvestorHomeService({ db: context.db, investors });
  const route = routesOf({ tag: 'Investment', guards: context.guards });

  app.openapi(
    route({
      operationId: 'getInvestorHome',
      access: 'investor-activated',
      method: 'get',
      path: INVESTMENT_SUB_ROUTES.investorHome,
      summary: 'Your investor home',
      description:
        'The opportunities you saved, your questions, the commitments you signed and the data rooms open to you, each marked new ' +
        'when it changed since your previous visit. Reading it records a visit: a visit ends after 30 minutes without one.',
      responses: { 200: { description: 'The home', content: json(investorHomeSchema) }, ...errorResponses(401, 403, 425) },
    }),
    async (c) => c.json(await service.home(currentUser(c).id), 200),
  );
}
