import { Anchor, Group, Text } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import Link from '@/components/ui/Link';
import { dataroomHref } from '@/lib/page-routes/dataroom';
import { opportunityHref } from '@/lib/page-routes/opportunities';
import type { InformationRequest } from '@/lib/schemas/information-requests';

/** What a thread is about: the opportunity, or one document named and linked (the data room, or the opportunity's teaser documents). */
export function SubjectLine({ thread, linked = false }: { thread: InformationRequest; linked?: boolean }) {
  const t = useTranslations('questions');
  const { kind, file_name: name } = thread.subject;
  if (kind === 'opportunity' || !name) {
    return (
      <Text size="sm" c="gray.7">
        {t('aboutOpportunity')}
      </Text>
    );
  }
  const href = kind === 'dataroom' ? dataroomHref(thread.opportunity_id) : opportunityHref(thread.opportunity_id);
  return (
    <Group gap={6} wrap="nowrap" align="center">
      <IconFileText size={16} aria-hidden />
      <Text size="sm" fw={500}>
        {kind === 'dataroom' ? t('aboutDataroom', { name }) : t('aboutTeaser', { name })}
      </Text>
      {linked && (
        <Anchor component={Link} href={href} size="sm">
          {t('openDocument')}
        </Anchor>
      )}
    </Group>
  );
}
