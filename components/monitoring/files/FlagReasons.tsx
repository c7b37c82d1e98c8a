import { Anchor, List, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { Artefact } from '@/lib/schemas/monitoring-artefacts';

type Flag = Artefact['flags'][number];

const text = (value: unknown, fallback = '?') => (typeof value === 'string' || typeof value === 'number' ? String(value) : fallback);

/** The anchor of a file's card on the files page, so that a duplicate's flag links to the first copy. */
export const fileAnchor = (artefactId: string) => `file-${artefactId}`;

/** One flag in plain words, with its figures and, for a copy, a link to the first file. */
function FlagReason({ flag }: { flag: Flag }) {
  const t = useTranslations('evidenceFiles.flags');
  const detail = flag.detail;
  switch (flag.kind) {
    case 'outside_batch_time':
      return <>{t('outside_batch_time', { hours: text(detail.hours_outside), code: text(detail.batch_code), tolerance: text(detail.tolerance_hours) })}</>;
    case 'far_from_site':
      return <>{t('far_from_site', { metres: text(detail.metres), site: text(detail.site_name), tolerance: text(detail.tolerance_m) })}</>;
    case 'duplicate':
      return (
        <>
          {t('duplicate', { name: text(detail.first_file_name) })}{' '}
          <Anchor href={`#${fileAnchor(text(detail.first_artefact_id))}`} size="sm">
            {t('duplicateLink')}
          </Anchor>
        </>
      );
    case 'near_duplicate':
      return (
        <>
          {t('near_duplicate', { distance: text(detail.distance) })}{' '}
          <Anchor href={`#${fileAnchor(text(detail.similar_artefact_id))}`} size="sm">
            {t('nearLink')}
          </Anchor>
        </>
      );
    default:
      return <>{t('no_capture_data')}</>;
  }
}

/** The flags of a file, each with its reason; a clean file says so (the checks are never silent). */
export function FlagReasons({ flags, processed }: { flags: Flag[]; processed: boolean }) {
  const t = useTranslations('evidenceFiles');
  if (flags.length === 0) {
    return processed ? (
      <Text size="sm" c="forest.8">
        {t('clean')}
      </Text>
    ) : null;
  }
  return (
    <List size="sm" spacing={2} aria-label={t('flagsTitle')} data-testid="file-flags">
      {flags.map((flag) => (
        <List.Item key={flag.kind} data-flag={flag.kind} c="orange.9">
          <Text span size="sm" c="dark.7">
            <FlagReason flag={flag} />
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
