import { Badge } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { ReviewState } from '@/lib/schemas/monitoring-evidence';

const COLOURS: Record<ReviewState, string> = { pending: 'gray', approved: 'forest', issues: 'orange', rejected: 'red' };

/** Where a record's review stands: the latest verdict, or awaiting review. */
export function EvidenceStateBadge({ state }: { state: ReviewState }) {
  const t = useTranslations('evidence.states');
  return (
    <Badge variant="light" color={COLOURS[state]} radius="sm">
      {t(state)}
    </Badge>
  );
}
