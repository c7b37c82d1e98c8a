import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'hono';
import type { Language } from '@/lib/schemas/common';
import type { ProjectAccess } from '@/lib/schemas/projects';
import type { ProjectRow, UserRow } from '@/server/db/schema';
import { ApiError } from './errors';
import type { VerifiedClaims } from './auth';

/** The user a request acts as: the signed-in user, or the user a staff member acts as (userId header). */
export type CurrentUser = Omit<UserRow, 'status' | 'provisioningStartedAt'>;

export interface AppVariables {
  requestId: string;
  language: Language;
  /** The client asked for CSV (`Accept: text/csv` or `Content-Type: text/csv`). */
  csvMode: boolean;
  claims: VerifiedClaims | undefined;
  user: CurrentUser | undefined;
  /** The staff member behind an impersonated request. */
  actor: CurrentUser | undefined;
  /** The project a route of a project class names, with the caller's right on it: resolved once by the class's middleware. */
  project: ResolvedProject | undefined;
}

/** A project and what the caller may do with it, as the access middleware resolved it (server/http/access/). */
export interface ResolvedProject {
  project: ProjectRow;
  access: ProjectAccess;
  /** A verifier the owner invited: reads like `read`, and may review evidence. */
  reviewer?: boolean;
}

/** Present when the app is served by @hono/node-server; absent when `app.fetch` is called directly. */
export interface AppBindings {
  incoming?: IncomingMessage;
  outgoing?: ServerResponse;
}

export interface AppEnv {
  Variables: AppVariables;
  Bindings: AppBindings;
}

export type AppContext = Context<AppEnv>;

/** The user of a route guarded by `requireUser`; calling it elsewhere is a programming error. */
export function currentUser(c: Context<AppEnv>): CurrentUser {
  const user = c.get('user');
  if (!user) throw new ApiError(401, 'Sign in to use this route');
  return user;
}
