/** The audit trail's public surface: other modules record their events through it, and read or verify a chain. */
export { chainEntries, listAuditChain, recordAuditEvent, verifyAuditChain, type AuditEntry } from './repository';
export { stableJson } from './chain';
export type { AuditEventRow } from '@/server/db/schema';
