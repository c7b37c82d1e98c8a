import type { ProjectAccess } from '@/lib/schemas/projects';
import type { Database } from '@/server/db/client';
import type { ProjectRow } from '@/server/db/schema';
import type { RecordClass } from '@/server/http/access/classes';
import { namedId, type IdField, type RecordCheck } from '@/server/http/access/record';
import { ApiError } from '@/server/http/errors';
import { accessTo, grantEmailOf, projectNotFound, type Caller } from './access';
import { callerOf } from './http';
import { findProject } from './repository';
import { findShareByEmail, findShareByUser } from './sharing-repository';

/** Who may use the field routes of a project: its owner, its editors, and the field staff it invited. */
export type FieldRole = Exclude<ProjectAccess, 'read'> | 'field';

export interface FieldAccess {
  project: ProjectRow;
  role: FieldRole;
}

/** The refusal to a reader of the project who tries to upload. */
export const READER_CANNOT_UPLOAD = 'You have read-only access to this project; ask its owner for the field or edit right to upload';

/** Whether the caller holds a field invitation to the project (an access key never carries one). */
async function holdsFieldGrant(db: Database, projectId: string, caller: Caller): Promise<boolean> {
  const grantEmail = grantEmailOf(caller.user);
  const [share, linked] = await Promise.all([grantEmail ? findShareByEmail(db, projectId, grantEmail) : undefined, findShareByUser(db, projectId, caller.user.id)]);
  return share?.right === 'field' || linked?.right === 'field';
}

/**
 * The caller's right to the field routes of a project: owner and editors as they are, field staff as
 * `field`; a reader gets 403 (they see the project, not its uploads); anyone else the 404 of a project that does not
 * exist. `resolveProjectAccess` keeps answering 404 to field staff: this is the only door a field grant opens.
 */
export async function resolveFieldAccess(db: Database, projectId: string, caller: Caller): Promise<FieldAccess> {
  const project = await findProject(db, projectId);
  if (!project) throw projectNotFound();
  const access = await accessTo(db, project, caller);
  if (access === 'owner' || access === 'edit') return { project, role: access };
  if (await holdsFieldGrant(db, projectId, caller)) return { project, role: 'field' };
  if (access === 'read') throw new ApiError(403, READER_CANNOT_UPLOAD);
  throw projectNotFound();
}

/** How a record the field routes name leads to its project id (undefined: no such record). */
export type FieldProjectOf = (db: Database, id: string, caller: Caller) => Promise<string | undefined>;

/**
 * The record guard of the `project-field` class: finds the record the request names and its project, answers the
 * record's own 404 to anyone without a field right there (403 to a reader), and lets the handler run. The handler's
 * service resolves the access again: a field right is never handed on as a project context (which would open the
 * project's other routes).
 */
export function fieldRecord(db: Database, kind: string, where: IdField, projectOf: FieldProjectOf, notFound: string): RecordCheck {
  return {
    kind,
    guard(access: RecordClass) {
      if (access !== 'project-field') throw new Error(`A ${kind} is not the record of the ${access} class`);
      return async (c, next) => {
        const id = await namedId(c, where);
        if (id !== undefined) {
          const caller = callerOf(c);
          const projectId = await projectOf(db, id, caller);
          if (!projectId) throw new ApiError(404, notFound);
          await resolveFieldAccess(db, projectId, caller).catch((error: unknown) => {
            throw error instanceof ApiError && error.status === 404 ? new ApiError(404, notFound) : error;
          });
        }
        await next();
      };
    },
  };
}
