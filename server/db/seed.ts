import type { Database } from '@/server/db/client';
import { ensureDemoAccount } from '@/server/idp/accounts';
import type { Logger } from '@/server/logger';
import { syncArticles } from '@/server/modules/knowledge/article-loader';
import { syncTemplates } from '@/server/modules/resources/template-loader';

/** Demo data, loaded at every start and idempotent: the templates and articles of `content/` and the demo account. */
export async function seedDemoData(db: Database, logger: Logger): Promise<void> {
  const templates = await syncTemplates(db);
  const articles = await syncArticles(db);
  const demo = await ensureDemoAccount(db);
  logger.info({ templates, articles, demoAccount: demo.email }, 'demo data ready');
}
