/** The audit trail's public surface: other modules record their events through it, and read or verify a chain. */
export { chainEntries, chainEntriesAfter, chainEntryAt, chainPage, listAuditChain, recordAuditEvent, verifyAuditChain, type AuditEntry } from './repository';
export { stableJson } from './chain';
export { auditTrailOf, type AuditTrailService } from './service';
export type { Anchor } from './anchors';
export { anchorChangedChains, startAuditBackground } from './background';
export type { AuditEventRow } from '@/server/db/schema';
export { loadAnchorKey, type AnchorKey } from './anchor-key';
export { erasePersonalValue } from './erasure-repository';
