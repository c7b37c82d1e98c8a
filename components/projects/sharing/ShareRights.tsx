import { Badge, SegmentedControl, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslations } from 'next-intl';
import type { ShareRight } from '@/lib/schemas/projects';

/**
 * Read or edit, for an invitation or an access key being made; an invitation may also name a verifier or field
 * staff.
 */
export function RightControl({
  value,
  onChange,
  label,
  rights = ['read', 'edit'],
}: {
  value: ShareRight;
  onChange: (value: ShareRight) => void;
  label: string;
  rights?: readonly ShareRight[];
}) {
  const t = useTranslations('projects');
  const narrow = useMediaQuery('(max-width: 36em)');
  return (
    <div>
      <Text size="sm" fw={500} mb={4} id={`${label}-right`}>
        {t('shareRight')}
      </Text>
      <SegmentedControl
        aria-labelledby={`${label}-right`}
        aria-describedby={value === 'verifier' || value === 'field' ? `${label}-right-help` : undefined}
        value={value}
        onChange={(next) => onChange(next as ShareRight)}
        data={rights.map((right) => ({ value: right, label: t(`rights.${right}`) }))}
        // More than two rights do not fit a phone's width side by side: they stand one under another (WCAG 1.4.10).
        fullWidth
        orientation={rights.length > 2 && narrow ? 'vertical' : 'horizontal'}
      />
      {(value === 'verifier' || value === 'field') && (
        <Text size="sm" c="gray.7" mt={4} id={`${label}-right-help`}>
          {t(`rightsHelp.${value}`)}
        </Text>
      )}
    </div>
  );
}

/** The right an invitation or an access key gives. */
export function RightBadge({ right }: { right: ShareRight }) {
  const t = useTranslations('projects');
  return (
    <Badge variant="light" color={right === 'edit' ? 'forest' : right === 'verifier' ? 'blue' : 'gray'} radius="sm">
      {t(`rights.${right}`)}
    </Badge>
  );
}
