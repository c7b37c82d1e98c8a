import type { Database } from '@/server/db/client';
import type { Notifications } from '@/server/db/notifications';
import type { ModuleEvents } from '@/server/events/module-events';
import type { Guards } from '@/server/http/current-user';
import type { ApiSettings } from '@/server/http/settings';
import type { JobQueue } from '@/server/jobs';
import type { Logger } from '@/server/logger';
import type { MailSender } from '@/server/mail/sender';
import type { FileStore } from '@/server/storage';
import type { UsersService } from './users/public';

/** What every domain module receives when it registers its routes. */
export interface ModuleContext {
  db: Database;
  /** LISTEN/NOTIFY on the database: what one instance tells every other (live readings); absent where nothing listens (the bench, the OpenAPI document's tests). */
  notifications?: Notifications;
  settings: ApiSettings;
  logger: Logger;
  storage: FileStore;
  guards: Guards;
  users: UsersService;
  /**
   * The one way a module sends mail, built once from the app's mailer: each domain writes its mail from its catalogue
   * (`server/mail/catalogues/<domain>.ts`) in the recipient's language; without a mailer nothing is sent.
   */
  mail: MailSender;
  /** What one module tells others that happened (a publication closed), where they act without being imported. */
  events: ModuleEvents;
  /** Background jobs kept in the database (server/jobs/): a module enqueues its jobs and registers their handlers here. */
  jobs: JobQueue;
}
