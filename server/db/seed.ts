import type { Database } from '@/server/db/client';
import { readApiSettings } from '@/server/http/settings';
import { ensureDemoAccount } from '@/server/idp/accounts';
import type { Logger } from '@/server/logger';
import { syncArticles } from '@/server/modules/knowledge/public';
import { syncTemplates } from '@/server/modules/resources/public';
import { ensureDemoMonitoring } from './demo-monitoring';
import { ensureDemoOpportunity } from './demo-opportunity';
import { ensureDemoProject } from './demo-project';

export interface SeedOptions {
  /** Issuer of the built-in identity provider (its users' tokens); none when Azure AD B2C signs users in. */
  issuer?: string;
}

/**
 * Demo data, loaded at every start and idempotent: the templates and articles of `content/`, the demo account, and
 * (with the built-in provider) the demo account's sample project while it owns none, and one published opportunity
 * (a second demo project, ready to publish, see `demo-opportunity.ts`), and the sample project's monitored site
 * (`demo-monitoring.ts`).
 */
export async function seedDemoData(db: Database, logger: Logger, options: SeedOptions = {}): Promise<void> {
  const templates = await syncTemplates(db);
  const articles = await syncArticles(db);
  const demo = await ensureDemoAccount(db);
  const issuer = 'issuer' in options ? options.issuer : readApiSettings(process.env).auth.builtInIssuer;
  const demoProject = issuer ? await ensureDemoProject(db, issuer, demo, logger) : null;
  const demoOpportunity = issuer ? await ensureDemoOpportunity(db, issuer, readApiSettings(process.env), logger) : null;
  const demoMonitoring = issuer ? await ensureDemoMonitoring(db, issuer, demo, logger) : null;
  logger.info({ templates, articles, demoAccount: demo.email, demoProject, demoOpportunity, demoMonitoring }, 'demo data ready');
}
