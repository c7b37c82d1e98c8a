import type { TemplateDefinition } from '@/lib/schemas/templates';
import type { Database } from '@/server/db/client';
import type { TemplateSnapshotRow } from '@/server/db/schema';
import { findSnapshot, findSnapshotOfVersion, insertSnapshotIfMissing } from './repository';
import { indexTemplate, type TemplateIndex } from './template-index';

/**
 * Projects keep the template version they were created from: one immutable snapshot row per template id and
 * version, shared by every project of that version. A snapshot never changes, so its index is cached for good
 * (a bounded number of them).
 */
const MAX_CACHED = 64;
const cache = new Map<string, TemplateIndex>();

function remember(id: string, index: TemplateIndex): TemplateIndex {
  cache.delete(id);
  cache.set(id, index);
  while (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value as string);
  return index;
}

export interface TemplateVersion {
  id: string;
  slug: string;
  version: number;
  definition: TemplateDefinition;
}

/** The snapshot of this template version, stored on first use. */
export async function ensureSnapshot(db: Database, template: TemplateVersion): Promise<TemplateSnapshotRow> {
  const existing = await findSnapshotOfVersion(db, template.id, template.version);
  if (existing) return existing;
  await insertSnapshotIfMissing(db, {
    templateId: template.id,
    slug: template.slug,
    kind: template.definition.kind,
    version: template.version,
    definition: template.definition,
  });
  return (await findSnapshotOfVersion(db, template.id, template.version)) as TemplateSnapshotRow;
}

export async function loadTemplateIndex(db: Database, snapshotId: string): Promise<TemplateIndex> {
  const cached = cache.get(snapshotId);
  if (cached) return remember(snapshotId, cached);
  const row = await findSnapshot(db, snapshotId);
  if (!row) throw new Error(`Template snapshot ${snapshotId} is missing`);
  return remember(snapshotId, indexTemplate(row.definition));
}
