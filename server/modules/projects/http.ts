import type { Context } from 'hono';
import { currentUser, type AppEnv } from '@/server/http/context';
import { parseAccessKey } from '@/server/http/request-context';
import { requestHeader } from '@/server/http/request-headers';
import type { Caller } from './access';
import type { RequestInfo } from './service';

/** The signed-in user with the `access-key` header they sent (400 when it is malformed). */
export function callerOf(c: Context<AppEnv>): Caller {
  return { user: currentUser(c), accessKey: parseAccessKey(requestHeader(c, 'access-key')), resolved: c.get('project') };
}

export function requestInfo(c: Context<AppEnv>): RequestInfo {
  return { language: c.get('language'), requestId: c.get('requestId') };
}

/** Documented on every project route: the key that opens a shared project. */
export const ACCESS_KEY_NOTE = ' Collaborators may send an `access-key` header with a project access key (besides their token).';
