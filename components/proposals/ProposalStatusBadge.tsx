import { Badge } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { ProposalStatus } from '@/lib/schemas/proposals';

const COLOR: Record<ProposalStatus, string> = { open: 'blue', questioned: 'yellow', accepted: 'green', declined: 'gray' };

/** A proposal's state, in words. */
export function ProposalStatusBadge({ status }: { status: ProposalStatus }) {
  const t = useTranslations('proposals');
  return (
    <Badge color={COLOR[status]} variant="light" radius="sm" c={status === 'questioned' ? 'yellow.9' : undefined}>
      {t(`status.${status}`)}
    </Badge>
  );
}
