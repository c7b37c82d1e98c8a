import { containerNameSchema } from '@/lib/schemas/files';

/** The storage areas of Groundwork: the seed's four storage names, plus projects and monitoring. */
export const STORAGE_AREAS = ['opportunities', 'investors', 'companies', 'profiles', 'projects', 'monitoring'] as const;
export type StorageArea = (typeof STORAGE_AREAS)[number];
export type ContainerNames = Record<StorageArea, string>;

/** The container of each storage area, from STORAGE_<AREA> (default: the area's own name). */
export function containerNames(env: Record<string, string | undefined>): ContainerNames {
  const names = {} as ContainerNames;
  for (const area of STORAGE_AREAS) {
    const variable = `STORAGE_${area.toUpperCase()}`;
    const parsed = containerNameSchema.safeParse(env[variable] || area);
    if (!parsed.success) throw new Error(`${variable}: ${parsed.error.issues[0]?.message}`);
    names[area] = parsed.data;
  }
  return names;
}
