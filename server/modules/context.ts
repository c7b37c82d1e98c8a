import type { Database } from '@/server/db/client';
import type { Guards } from '@/server/http/current-user';
import type { ApiSettings } from '@/server/http/settings';
import type { Logger } from '@/server/logger';
import type { Mailer } from '@/server/mail/mailer';
import type { FileStore } from '@/server/storage';
import type { UsersService } from './users/public';

/** What every domain module receives when it registers its routes. */
export interface ModuleContext {
  db: Database;
  settings: ApiSettings;
  logger: Logger;
  storage: FileStore;
  guards: Guards;
  users: UsersService;
  /** Mail the API sends (invitations); absent in tests that do not look at mail. */
  mailer?: Mailer;
}
