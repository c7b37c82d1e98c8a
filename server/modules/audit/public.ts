/** The audit trail's public surface: other modules record their events through it. */
export { recordAuditEvent, type AuditEntry } from './repository';
