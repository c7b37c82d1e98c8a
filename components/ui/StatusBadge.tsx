import { Badge } from '@mantine/core';
import { IconCircleCheck, IconLock, IconPencil, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import type { AssessmentStatus } from '@/lib/schemas/projects';

const LOOK: Record<AssessmentStatus, { color: string; variant: 'light' | 'outline' | 'filled'; icon: typeof IconLock }> = {
  locked: { color: 'gray', variant: 'light', icon: IconLock },
  not_started: { color: 'gray', variant: 'outline', icon: IconPlayerPlay },
  in_progress: { color: 'sand', variant: 'light', icon: IconPencil },
  completed: { color: 'forest', variant: 'light', icon: IconCircleCheck },
};

/** An assessment's status: locked, not started, in progress or completed. */
export function StatusBadge({ status }: { status: AssessmentStatus }) {
  const t = useTranslations('projects');
  const { color, variant, icon: Icon } = LOOK[status];
  return (
    <Badge color={color} variant={variant} radius="sm" leftSection={<Icon size={12} aria-hidden />} c={color === 'sand' ? 'sand.9' : undefined}>
      {t(`status.${status}`)}
    </Badge>
  );
}
