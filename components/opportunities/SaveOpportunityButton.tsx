import { Button } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useSaveOpportunityMutation } from '@/store/api/opportunities';

/** Saves an opportunity to find it again (the list's "Saved only"), or lets it go: a toggle, pressed while saved. */
export function SaveOpportunityButton({ opportunityId, title, saved }: { opportunityId: string; title: string; saved: boolean }) {
  const t = useTranslations('opportunities.save');
  const [save, { isLoading }] = useSaveOpportunityMutation();
  return (
    <Button
      size="compact-sm"
      variant={saved ? 'light' : 'default'}
      aria-pressed={saved}
      aria-label={t('label', { title })}
      loading={isLoading}
      onClick={() => void save({ opportunity_id: opportunityId, saved: !saved })}
    >
      {saved ? t('saved') : t('add')}
    </Button>
  );
}
