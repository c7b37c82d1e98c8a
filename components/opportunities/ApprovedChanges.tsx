import { Skeleton, Text, Title } from '@mantine/core';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useInvestmentFormat } from '@/components/ui/opportunity-format';
import { PUBLICATION_FIELDS } from '@/lib/schemas/opportunity-constants';
import type { ApprovedContent, Publication, PublicationField } from '@/lib/schemas/opportunities';
import { FIELD_LABEL_KEYS } from './publication-conflict';

/** Fetches the table's chunk: the queue calls it when it starts reading, so that the table is there with the items. */
export const loadApprovedChangesTable = () => import('./ApprovedChangesTable');
const ApprovedChangesTable = dynamic(() => import('./ApprovedChangesTable').then((module) => module.ApprovedChangesTable), {
  loading: () => <Skeleton height={120} radius="sm" />,
});

type Content = Pick<Publication, PublicationField | 'currency'>;

/** What staff read when a listed opportunity was edited (requirements ): each field changed, before and after. */
export function ApprovedChanges({ publication, approved }: { publication: Content; approved: ApprovedContent }) {
  const t = useTranslations('opportunities');
  const f = useInvestmentFormat();
  const show = (content: Content, field: PublicationField): string => {
    const value = content[field];
    if (field === 'ticket_min' || field === 'ticket_max') return `${f.tonnes(Number(value))} ${content.currency}`;
    if (field === 'stage' || field === 'instrument' || field === 'region')
      return t(`${field === 'stage' ? 'stages' : field === 'region' ? 'regions' : 'instruments'}.${String(value)}`);
    if (field === 'public_fields') return content.public_fields.map((item) => t(`fields.${item}`)).join(', ') || '—';
    if (field === 'teaser_file_ids') return t('staffReview.documentCount', { count: content.teaser_file_ids.length });
    return String(value);
  };
  const changed = PUBLICATION_FIELDS.filter((field) => JSON.stringify(publication[field]) !== JSON.stringify(approved[field]));

  return (
    <section aria-label={t('staffReview.changesTitle')}>
      <Title order={3} size="h5" mb={4}>
        {t('staffReview.changesTitle')}
      </Title>
      {changed.length === 0 ? (
        <Text size="sm">{t('staffReview.noChanges')}</Text>
      ) : (
        <ApprovedChangesTable rows={changed.map((field) => ({ field, label: t(FIELD_LABEL_KEYS[field]), approved: show(approved, field), next: show(publication, field) }))} />
      )}
    </section>
  );
}
