import type { OpenAPIHono } from '@hono/zod-openapi';
import { healthSchema, notReadySchema, readinessSchema } from '@/lib/schemas/operations';
import type { AppEnv } from '@/server/http/context';
import { errorResponses, json } from '@/server/http/openapi';
import { routesOf } from '@/server/http/route';
import type { ModuleContext } from '../context';
import { readinessChecks } from './readiness';

/** The probes' paths under `/api`: the API key guard lets them through (server/app.ts). */
export const PROBE_PATHS = { health: '/health', ready: '/ready' } as const;

/**
 * A load balancer or an orchestrator sends neither a token nor the API key: the document says these operations
 * need none (the API key guard lets them through, server/app.ts).
 */
const keyless = <Declared extends object>(declared: Declared): Declared => Object.assign(declared, { security: [] });

/** `/health` (the process answers) and `/ready` (it can serve: database, migrations, file store). */
export function registerOperationsRoutes(app: OpenAPIHono<AppEnv>, context: Pick<ModuleContext, 'db' | 'storage' | 'guards' | 'settings'>): void {
  const route = routesOf({ tag: 'Operations', guards: context.guards });
  const checks = readinessChecks({ db: context.db, storage: context.storage, container: context.settings.containers.projects });

  app.openapi(
    keyless(
      route({
        operationId: 'getHealth',
        access: 'public',
        method: 'get',
        path: PROBE_PATHS.health,
        summary: 'Liveness: the process answers',
        description:
          'Answers 200 as long as the process serves requests; looks at nothing else (no database), so that a slow ' +
          'database never gets a healthy process restarted. Needs neither a token nor the API key (a token that is sent must be valid).',
        responses: { 200: { description: 'The process answers', content: json(healthSchema) }, ...errorResponses(401) },
      }),
    ),
    (c) => c.json({ status: 'ok' as const, uptime_s: Math.round(process.uptime()) }, 200),
  );

  app.openapi(
    keyless(
      route({
        operationId: 'getReadiness',
        access: 'public',
        method: 'get',
        path: PROBE_PATHS.ready,
        summary: 'Readiness: database, migrations and file store',
        description:
          'Answers 200 when the database answers, every committed migration is applied and the file store takes a ' +
          'write; otherwise 503 naming the failing checks in `detail.message`, each check in `detail.checks`. Each ' +
          'check has 3 s. Needs neither a token nor the API key (a token that is sent must be valid).',
        responses: {
          200: { description: 'Every check passed', content: json(readinessSchema) },
          ...errorResponses(401),
          503: { description: 'A check failed: the instance should get no traffic', content: json(notReadySchema) },
        },
      }),
    ),
    async (c) => {
      const results = await checks();
      const failing = results.filter((check) => !check.ok);
      if (failing.length === 0) return c.json({ status: 'ready' as const, checks: results }, 200);
      const message = `Not ready: ${failing.map((check) => `${check.name} (${check.message})`).join(', ')}`;
      return c.json({ detail: { message, checks: results } }, 503);
    },
  );
}
