import type { Environment } from '@/lib/env/environments';

/** Names that mean production, whatever their case: no badge then. */
const PRODUCTION_NAMES = ['prod', 'production'];

/**
 * The text of the footer's environment badge: the "environment name" setting (seed section 3), else the
 * environment chosen by host. Null in production — a production host, or a setting that names production — so that
 * users of the live platform never see it.
 */
export function environmentBadgeName(environment: Environment, environmentName: string): string | null {
  const name = environmentName.trim() || environment;
  if (environment === 'prod' || PRODUCTION_NAMES.includes(name.toLowerCase())) return null;
  return name;
}
