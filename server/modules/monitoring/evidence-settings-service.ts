import type { EvidenceSettings, EvidenceSettingsInput } from '@/lib/schemas/monitoring-evidence-settings';
import type { Database } from '@/server/db/client';
import type { EvidenceSettingsRow } from '@/server/db/schema';
import { recordAuditEvent } from '@/server/modules/audit/public';
import type { Caller } from '@/server/modules/projects/public';
import { accessToMonitoring } from './access';
import { evidenceSettingsOf, saveEvidenceSettings } from './batches-repository';
import type { BatchActor } from './batches-service';
import { AUDIT_ACTIONS } from '@/lib/schemas/audit';

const MONITORING_NOT_FOUND = 'Monitoring not found';

function toSettings(row: EvidenceSettingsRow): EvidenceSettings {
  const isDefault = row.updatedAt.getTime() === 0;
  return {
    monitoring_id: row.monitoringId,
    methodology: row.methodology as EvidenceSettings['methodology'],
    time_tolerance_hours: row.timeToleranceHours,
    distance_tolerance_m: row.distanceToleranceM,
    is_default: isDefault,
    updated_at: isDefault ? null : row.updatedAt.toISOString(),
  };
}

/** A project's evidence settings: anyone who reads the project reads them; its owner and editors change them. */
export function createEvidenceSettingsService(db: Database) {
  return {
    async read(monitoringId: string, caller: Caller): Promise<EvidenceSettings> {
      await accessToMonitoring(db, monitoringId, caller, 'read', MONITORING_NOT_FOUND);
      return toSettings(await evidenceSettingsOf(db, monitoringId));
    },

    async change(input: EvidenceSettingsInput, actor: BatchActor): Promise<EvidenceSettings> {
      await accessToMonitoring(db, input.monitoring_id, actor.caller, 'write', MONITORING_NOT_FOUND);
      const row = await db.transaction(async (tx) => {
        const saved = await saveEvidenceSettings(tx, {
          monitoringId: input.monitoring_id,
          methodology: input.methodology,
          timeToleranceHours: input.time_tolerance_hours,
          distanceToleranceM: input.distance_tolerance_m,
          updatedBy: actor.caller.user.id,
        });
        await recordAuditEvent(tx, {
          actorId: actor.caller.user.id,
          action: AUDIT_ACTIONS.evidenceSettingsChanged,
          targetType: 'monitoring',
          targetId: input.monitoring_id,
          requestId: actor.requestId,
          details: { methodology: input.methodology, time_tolerance_hours: input.time_tolerance_hours, distance_tolerance_m: input.distance_tolerance_m },
        });
        return saved;
      });
      return toSettings(row);
    },
  };
}
export type EvidenceSettingsService = ReturnType<typeof createEvidenceSettingsService>;
