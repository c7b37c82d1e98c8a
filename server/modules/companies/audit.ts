import type { Executor } from '@/server/db/client';
import { recordAuditEvent } from '@/server/modules/audit/public';

/** Every change to a company is one entry of its own audit chain (target type `company`). */
export const COMPANY_TARGET = 'company';

export const COMPANY_ACTIONS = {
  created: 'company.create',
  updated: 'company.update',
  invited: 'company.invite',
  invitationWithdrawn: 'company.invitation.withdraw',
  joined: 'company.join',
  roleChanged: 'company.member.role',
  memberRemoved: 'company.member.remove',
  projectLinked: 'company.project.link',
  projectUnlinked: 'company.project.unlink',
  fileAdded: 'company.file.add',
  fileRemoved: 'company.file.remove',
  visibilityChanged: 'company.visibility',
} as const;

/** Records one step on the company's chain (staff acting as the user are named by the audit module). */
export function auditCompany(db: Executor, companyId: string, actorId: string, requestId: string | null, action: string, details: Record<string, unknown> = {}): Promise<void> {
  return recordAuditEvent(db, { actorId, action, targetType: COMPANY_TARGET, targetId: companyId, requestId, details });
}
