import type { Database } from '@/server/db/client';
import type { Notifications } from '@/server/db/notifications';
import type { Guards } from '@/server/http/current-user';
import type { ApiSettings } from '@/server/http/settings';
import type { Logger } from '@/server/logger';
import type { Mailer } from '@/server/mail/mailer';
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
  /** Mail the API sends (invitations); absent in tests that do not look at mail. */
  mailer?: Mailer;
}
