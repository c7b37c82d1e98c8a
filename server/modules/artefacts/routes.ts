import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '@/server/http/context';
import type { ModuleContext } from '../context';
import { registerArtefactProcessing } from './process';

/** The artefacts module: its processing job, and its routes (`/monitoring/artefacts`, `/monitoring/mobile-upload-logs`). */
export function registerArtefactRoutes(_app: OpenAPIHono<AppEnv>, context: ModuleContext): void {
  registerArtefactProcessing({ db: context.db, storage: context.storage, jobs: context.jobs }, context.logger);
}
