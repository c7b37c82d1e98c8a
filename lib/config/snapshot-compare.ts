import type { ChangedSetting, SnapshotSetting } from '@/lib/schemas/config';

export interface SettingsDifference {
  added: SnapshotSetting[];
  removed: SnapshotSetting[];
  changed: ChangedSetting[];
  unchanged: number;
}

/** A value's identity in a snapshot: its key and its label (a snapshot composed by key holds one label per key). */
const identity = (setting: SnapshotSetting) => `${setting.key}\n${setting.label ?? ''}`;

const byKeyThenLabel = (a: { key: string; label: string | null }, b: { key: string; label: string | null }) =>
  a.key.localeCompare(b.key) || (a.label ?? '').localeCompare(b.label ?? '');

/**
 * What changed from the settings of one snapshot (`before`) to another's (`after`): values whose key and label
 * appear only after (added), only before (removed), or in both with another value (changed), each sorted by key.
 */
export function compareSettings(before: SnapshotSetting[], after: SnapshotSetting[]): SettingsDifference {
  const earlier = new Map(before.map((setting) => [identity(setting), setting]));
  const later = new Map(after.map((setting) => [identity(setting), setting]));
  const added: SnapshotSetting[] = [];
  const changed: ChangedSetting[] = [];
  let unchanged = 0;
  for (const [id, setting] of later) {
    const previous = earlier.get(id);
    if (!previous) added.push(setting);
    else if (previous.value !== setting.value) changed.push({ key: setting.key, label: setting.label, before: previous.value, after: setting.value });
    else unchanged += 1;
  }
  const removed = [...earlier].filter(([id]) => !later.has(id)).map(([, setting]) => setting);
  return { added: added.sort(byKeyThenLabel), removed: removed.sort(byKeyThenLabel), changed: changed.sort(byKeyThenLabel), unchanged };
}
