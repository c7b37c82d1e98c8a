import { z } from 'zod';

/**
 * Operating the server: what a load balancer or an orchestrator asks before sending traffic. Neither answer needs a
 * token or the API key.
 */

/** `GET /api/health`: the process answers (nothing else is looked at, the database least of all). */
export const healthSchema = z
  .object({
    status: z.literal('ok'),
    /** Seconds since the process started. */
    uptime_s: z.number().min(0),
  })
  .meta({ id: 'Health', description: 'The process answers' });
export type Health = z.infer<typeof healthSchema>;

export const READINESS_CHECKS = ['database', 'migrations', 'files'] as const;
export type ReadinessCheckName = (typeof READINESS_CHECKS)[number];

export const readinessCheckSchema = z
  .object({
    name: z.enum(READINESS_CHECKS),
    ok: z.boolean(),
    /** Why the check failed; null when it passed. */
    message: z.string().nullable(),
  })
  .meta({ id: 'ReadinessCheck' });
export type ReadinessCheck = z.infer<typeof readinessCheckSchema>;

/**
 * `GET /api/ready`: 200 when every check passes (database reachable, every migration applied, file store writable);
 * 503 with the same body, and `detail.message` naming the failing checks, otherwise.
 */
export const readinessSchema = z
  .object({
    status: z.literal('ready'),
    checks: z.array(readinessCheckSchema),
  })
  .meta({ id: 'Readiness', description: 'Every check passed' });
export type Readiness = z.infer<typeof readinessSchema>;

export const notReadySchema = z
  .object({
    detail: z.object({
      message: z.string().describe('The failing checks, named'),
      checks: z.array(readinessCheckSchema),
    }),
  })
  .meta({ id: 'NotReady', description: 'At least one check failed' });
export type NotReady = z.infer<typeof notReadySchema>;
