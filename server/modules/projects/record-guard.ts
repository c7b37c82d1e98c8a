import type { Database } from '@/server/db/client';
import type { ProjectRow } from '@/server/db/schema';
import type { RecordClass } from '@/server/http/access/classes';
import { namedId, type IdField, type RecordCheck } from '@/server/http/access/record';
import { ApiError } from '@/server/http/errors';
import { rightsOn, type Caller, PROJECT_NOT_FOUND, requireRight, resolveProjectAccess } from './access';
import { callerOf } from './http';

type ProjectClass = 'project-read' | 'project-write' | 'project-owner' | 'project-review';

/**
 * How a record the request names leads to its project: its project's id (or the project, when the look-up loads
 * it anyway), or undefined when it does not exist.
 * `field` is the one the request used, when the route accepts several (a site's or a reactor's id).
 */
export type ProjectOf = (db: Database, id: string, field: string) => Promise<string | ProjectRow | undefined>;

/** The first of the fields the request names a valid id in. */
async function firstNamed(c: Parameters<typeof namedId>[0], fields: IdField[]) {
  for (const where of fields) {
    const id = await namedId(c, where);
    if (id !== undefined) return { id, field: where.field };
  }
  return undefined;
}

/** The caller's right on a project already loaded with its record (one statement fewer than by its id). */
async function withAccess(db: Database, project: ProjectRow, caller: Caller) {
  const rights = await rightsOn(db, project, caller);
  if (!rights) throw new ApiError(404, PROJECT_NOT_FOUND);
  return { project, ...rights };
}

function isProjectClass(access: RecordClass): access is ProjectClass {
  return access === 'project-read' || access === 'project-write' || access === 'project-owner' || access === 'project-review';
}

/**
 * The record guards of the project classes: the middleware finds the record the request names, the project it
 * belongs to and the caller's right on it (anyone without one gets the record's 404, exactly as for a record that
 * does not exist), refuses a reader who writes (403) and anyone but the owner on an owner's route (403), and hands
 * the project to the handler (`c.get('project')`, and the caller `callerOf` builds).
 */
export function projectRecords(db: Database) {
  function through(kind: string, where: IdField | IdField[], projectOf: ProjectOf, notFound: string | ((field: string) => string), ownerAction = 'do this'): RecordCheck {
    return {
      kind,
      guard(access) {
        if (!isProjectClass(access)) throw new Error(`A ${kind} is not the record of the ${access} class`);
        return async (c, next) => {
          const named = await firstNamed(c, Array.isArray(where) ? where : [where]);
          if (named !== undefined) {
            const missing = typeof notFound === 'string' ? notFound : notFound(named.field);
            const located = await projectOf(db, named.id, named.field);
            if (!located) throw new ApiError(404, missing);
            const context = await (typeof located === 'string' ? resolveProjectAccess(db, located, callerOf(c)) : withAccess(db, located, callerOf(c))).catch((error: unknown) => {
              throw error instanceof ApiError && error.status === 404 ? new ApiError(404, missing) : error;
            });
            requireRight(context, access, ownerAction);
            c.set('project', context);
          }
          await next();
        };
      },
    };
  }

  return {
    /** A project named by its id; `ownerAction` completes the owner's-route refusal ("Only the project's owner can …"). */
    project: (where: IdField, ownerAction?: string) => through('project', where, async (_db, id) => id, PROJECT_NOT_FOUND, ownerAction),
    /** A record of a project (an assessment, a reactor…), with the 404 that says it is not found. */
    through,
  };
}

export type ProjectRecords = ReturnType<typeof projectRecords>;
