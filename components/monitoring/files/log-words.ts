/**
 * The words of one processing-log step's detail (R-22.21, R-22.32): what the server found at that step, read from the
 * step's detail as the server wrote it (server/modules/artefacts/process.ts, checks.ts, attach.ts, intake.ts).
 */

type Translate = (key: string, values?: Record<string, string | number>) => string;
type Detail = Record<string, unknown>;

const CHECKS = ['duplicate', 'capture_data', 'time', 'distance', 'near_duplicate'] as const;

function checkWords(t: Translate, checks: unknown): string {
  if (!checks || typeof checks !== 'object') return '';
  const results = checks as Record<string, { result?: string } | undefined>;
  return CHECKS.filter((name) => results[name]?.result)
    .map((name) => `${t(`checks.${name}`)}: ${t(`results.${results[name]?.result as string}`)}`)
    .join(' · ');
}

export function stepWords(t: Translate, step: string, detail: Detail, formatTime: (iso: string) => string): string {
  switch (step) {
    case 'received':
      return typeof detail.size === 'number' ? t('size', { size: detail.size }) : '';
    case 'hashed':
      return typeof detail.sha256 === 'string' ? `${detail.sha256.slice(0, 16)}…` : '';
    case 'exif_read': {
      if (detail.skipped) return t('notPhoto');
      if (!detail.found) return t('exifNone');
      const time = typeof detail.captured_at === 'string' ? formatTime(detail.captured_at) : t('unknown');
      const position = typeof detail.latitude === 'number' && typeof detail.longitude === 'number' ? `${detail.latitude.toFixed(4)}, ${detail.longitude.toFixed(4)}` : t('unknown');
      return t('exifFound', { time, position });
    }
    case 'thumbnail_made':
      if (detail.skipped) return t('notPhoto');
      return detail.made ? t('thumbMade') : t('thumbFailed');
    case 'checks_run':
      return checkWords(t, detail.checks);
    case 'attached':
      return typeof detail.batch_code === 'string' ? t('attachedTo', { code: detail.batch_code }) : t('detached');
    default:
      return '';
  }
}
