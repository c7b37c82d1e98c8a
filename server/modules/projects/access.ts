import { createHash } from 'node:crypto';
import type { ProjectAccess, ShareRight } from '@/lib/schemas/projects';
import type { Database } from '@/server/db/client';
import type { ProjectRow } from '@/server/db/schema';
import type { CurrentUser, ResolvedProject } from '@/server/http/context';
import { ApiError } from '@/server/http/errors';
import { findProject } from './repository';
import { findAccessKeyByHash, findShareByEmail, findShareByUser, linkShareUser } from './sharing-repository';

/** The answer to anyone who may not see a project, whether it exists or not. */
export const PROJECT_NOT_FOUND = 'Project not found';

export function projectNotFound(): ApiError {
  return new ApiError(404, PROJECT_NOT_FOUND);
}

/** Who is asking: the signed-in user and the `access-key` header they sent, if any. */
export interface Caller {
  user: CurrentUser;
  accessKey: string | undefined;
  /** The project the route's access class already resolved for this caller (server/http/access/), if any. */
  resolved?: ProjectAccessContext;
}

export type ProjectAccessContext = ResolvedProject;

/** SHA-256 (hex) of an access key: the only form in which keys are stored. */
export function hashAccessKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

const RANK: Record<ProjectAccess, number> = { read: 1, edit: 2, owner: 3 };

/**
 * What a grant's right opens of the project itself: a verifier reads; a field grant opens nothing but the
 * field routes, through resolveFieldAccess.
 */
const ACCESS_OF_RIGHT: Record<ShareRight, ProjectAccess | undefined> = { read: 'read', edit: 'edit', verifier: 'read', field: undefined };

function best(rights: (ShareRight | undefined)[]): ProjectAccess | undefined {
  return rights.reduce<ProjectAccess | undefined>((top, right) => {
    const access = right && ACCESS_OF_RIGHT[right];
    return access && (!top || RANK[access] > RANK[top]) ? access : top;
  }, undefined);
}

/**
 * The address through which grants made to an e-mail (invitations, ownership transfers) reach the user: their
 * address once its holder confirmed it, else none. Whoever signs up first with someone's address gets nothing.
 */
export function grantEmailOf(user: Pick<CurrentUser, 'email' | 'emailVerified'>): string | null {
  return user.emailVerified && user.email ? user.email.toLowerCase() : null;
}

/** The caller's right on an already loaded project, or undefined when they have none. */
export async function accessTo(db: Database, project: ProjectRow, caller: Caller): Promise<ProjectAccess | undefined> {
  return (await rightsOn(db, project, caller))?.access;
}

/** The caller's right on a loaded project, and whether a verifier's grant lets them review its evidence. */
export async function rightsOn(db: Database, project: ProjectRow, caller: Caller): Promise<{ access: ProjectAccess; reviewer: boolean } | undefined> {
  if (project.ownerId === caller.user.id) return { access: 'owner', reviewer: false };
  const grantEmail = grantEmailOf(caller.user);
  const [share, linked, key] = await Promise.all([
    grantEmail ? findShareByEmail(db, project.id, grantEmail) : undefined,
    // An invitation already tied to this user (a former owner's keeps working whatever became of their address).
    findShareByUser(db, project.id, caller.user.id),
    caller.accessKey ? findAccessKeyByHash(db, project.id, hashAccessKey(caller.accessKey)) : undefined,
  ]);
  if (share && share.userId !== caller.user.id) await linkShareUser(db, share.id, caller.user.id);
  const access = best([share?.right, linked?.right, key?.right]);
  // Reviews name a person: only an invitation makes a verifier, never an access key (which still reads).
  return access && { access, reviewer: share?.right === 'verifier' || linked?.right === 'verifier' };
}

/**
 * The project and what the caller may do with it: owner; an invitation to the caller's confirmed e-mail (case-insensitive);
 * a valid access key for this project. Anyone else gets 404, exactly as for a project that does not exist.
 * Staff get no special access.
 */
export async function resolveProjectAccess(db: Database, projectId: string, caller: Caller): Promise<ProjectAccessContext> {
  if (caller.resolved?.project.id === projectId) return caller.resolved;
  const project = await findProject(db, projectId);
  if (!project) throw projectNotFound();
  const rights = await rightsOn(db, project, caller);
  if (!rights) throw projectNotFound();
  return { project, ...rights };
}

/**
 * Whether the caller holds investors' personal data on this project (requirements R-21.9): its owner, and the
 * editors the owner named for investor relations — by their own invitation, never through an access key.
 */
export async function holdsInvestorData(db: Database, context: ProjectAccessContext, caller: Caller): Promise<boolean> {
  if (context.access === 'owner') return true;
  if (context.access !== 'edit') return false;
  const grantEmail = grantEmailOf(caller.user);
  const [share, linked] = await Promise.all([
    grantEmail ? findShareByEmail(db, context.project.id, grantEmail) : undefined,
    findShareByUser(db, context.project.id, caller.user.id),
  ]);
  return [share, linked].some((row) => row?.right === 'edit' && row.investorRelations);
}

/** 403 unless the caller may change the project (owner or edit). */
export function requireWriter(context: ProjectAccessContext): void {
  if (context.access === 'read') {
    throw new ApiError(403, 'You have read-only access to this project; ask its owner for edit access');
  }
}

/** 403 unless the caller owns the project; `action` says what only the owner may do. */
export function requireOwner(context: ProjectAccessContext, action: string): void {
  if (context.access !== 'owner') throw new ApiError(403, `Only the project's owner can ${action}`);
}

/** 403 unless the caller holds a verifier's grant on the project: the owner and editors manage, they do not review. */
export function requireReviewer(context: ProjectAccessContext): void {
  if (!context.reviewer) throw new ApiError(403, 'Only a verifier the project’s owner invited can review its evidence');
}

/** What each project class asks of the caller's right, once the project is found. */
export function requireRight(context: ProjectAccessContext, access: 'project-read' | 'project-write' | 'project-owner' | 'project-review', ownerAction: string): void {
  if (access === 'project-write') requireWriter(context);
  if (access === 'project-owner') requireOwner(context, ownerAction);
  if (access === 'project-review') requireReviewer(context);
}
