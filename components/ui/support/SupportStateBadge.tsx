import { Badge } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { SupportState } from '@/lib/schemas/support-constants';

const COLOR: Record<SupportState, string> = { new: 'sand', open: 'blue', waiting: 'forest', resolved: 'gray' };

/** A request's state in plain words: the user's sentence, or staff's short name. */
export function SupportStateBadge({ state, staff = false }: { state: SupportState; staff?: boolean }) {
  const t = useTranslations('support');
  return (
    <Badge variant="light" color={COLOR[state]} c={`${COLOR[state]}.9`} tt="none" size="md" style={{ flexShrink: 0 }}>
      {staff ? t(`stateShort.${state}`) : t(`state.${state}`)}
    </Badge>
  );
}
