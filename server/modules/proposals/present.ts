import type { Proposal, ProposalFile, ProposalSummary, ProposalVersion } from '@/lib/schemas/proposals';
import type { CompanyRow, ProjectRow, ProposalFileRow, ProposalMessageRow, ProposalRow, ProposalVersionRow } from '@/server/db/schema';
import type { PersonRow } from '@/server/modules/projects/public';

const iso = (value: Date) => value.toISOString();

export function toVersion(row: ProposalVersionRow): ProposalVersion {
  return {
    version: row.version,
    model: row.model,
    quantity: row.quantity,
    price_amount: row.priceAmount,
    currency: row.currency as ProposalVersion['currency'],
    delivery_date: row.deliveryDate,
    lead_time_weeks: row.leadTimeWeeks,
    valid_until: row.validUntil,
    terms: row.terms,
    note: row.note,
    created_at: iso(row.createdAt),
  };
}

export function toSummary(proposal: ProposalRow, current: ProposalVersionRow, project: ProjectRow | undefined, company: CompanyRow | undefined): ProposalSummary {
  return {
    id: proposal.id,
    project_id: proposal.projectId,
    project_name: project?.name ?? '',
    company_id: proposal.companyId,
    company_name: company?.legalName ?? '',
    status: proposal.status,
    current_version: proposal.currentVersion,
    current: toVersion(current),
    decline_reason: proposal.declineReason,
    decided_at: proposal.decidedAt ? iso(proposal.decidedAt) : null,
    created_at: iso(proposal.createdAt),
    updated_at: iso(proposal.updatedAt),
  };
}

export function toMessages(rows: ProposalMessageRow[], people: ReadonlyMap<string, PersonRow>): Proposal['messages'] {
  return rows.map((row) => ({
    id: row.id,
    side: row.side,
    author: (row.authorId ? people.get(row.authorId)?.name : undefined) ?? 'Former user',
    body: row.body,
    created_at: iso(row.createdAt),
  }));
}

export function toProposalFile(row: ProposalFileRow): ProposalFile {
  return { id: row.id, name: row.name, content_type: row.contentType, size: row.size, sha256: row.sha256, uploaded_at: iso(row.uploadedAt) };
}
