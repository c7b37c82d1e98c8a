/**
 * The data room's public surface: its routes (`/sign-and-commit-opp/dataroom`, `/dataroom_request`, `/revoke`). It
 * reaches projects (access, files), opportunities (the publication of an opportunity), commitments (whether the
 * investor signed) and the audit trail through their public.ts.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '@/server/http/context';
import { createInvestmentMailer } from '@/server/mail/investment-mail';
import type { ModuleContext } from '../context';
import { createCloseListener } from './close-service';
import { createGrantsService } from './grants-service';
import { createPageCache } from './page-cache';
import { registerDataroomRequestRoutes } from './requests-routes';
import { registerDataroomRoutes as registerFolderAndViewerRoutes } from './routes';

/** Every route of the data room, with one page cache per app. */
export function registerDataroomRoutes(app: OpenAPIHono<AppEnv>, context: ModuleContext): void {
  registerFolderAndViewerRoutes(app, context, createPageCache(context.storage));
  const mail = createInvestmentMailer(context.mail);
  registerDataroomRequestRoutes(app, context, createGrantsService({ db: context.db, mail }));
  context.events.on('publicationClosed', createCloseListener({ db: context.db, mail }));
}
/** The investor home lists the data rooms open to an investor (requirements ). */
export { openRoomsOf } from './investor-home-repository';

/** The questions module asks whether an investor may ask about a data-room document. */
export { dataroomDocumentForQuestion, type QuestionDocumentAccess } from './question-documents';
