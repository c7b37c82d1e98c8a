import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import type { Guards } from '../current-user';
import { ApiError } from '../errors';
import type { AccessClass } from './classes';

/** 403 unless the signed-in user is an activated investor, or staff (who see what activated investors see). */
const activatedInvestor: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = c.get('user');
  const activated = user?.roles.includes('investor') && user.investorActivated;
  if (!activated && !user?.roles.includes('admin')) {
    throw new ApiError(403, 'This needs an investor account the Groundwork team has activated', { reason: 'not_activated' });
  }
  await next();
};

/**
 * What a class asks of the caller before any record is looked at: who they are (401), and the role the class
 * needs (403). A class that names a record adds the record's guard after these (see RecordCheck).
 */
export function callerGuards(guards: Guards, access: AccessClass): MiddlewareHandler<AppEnv>[] {
  switch (access) {
    case 'public':
      return [guards.optionalUser];
    case 'device-key':
      // The ingestion service finds the device by its key's hash and answers 401 without a valid one.
      return [];
    case 'staff':
      return [guards.requireUser({ roles: ['admin'] })];
    case 'investor':
      return [guards.requireUser({ roles: ['investor'] })];
    case 'investor-activated':
      return [guards.requireUser(), activatedInvestor];
    default:
      return [guards.requireUser()];
  }
}
