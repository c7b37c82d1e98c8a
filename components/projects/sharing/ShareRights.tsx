import { Badge, SegmentedControl, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { ShareRight } from '@/lib/schemas/projects';

/** Read or edit, for an invitation or an access key being made; an invitation may also name field staff. */
export function RightControl({ value, onChange, label, field = false }: { value: ShareRight; onChange: (value: ShareRight) => void; label: string; field?: boolean }) {
  const t = useTranslations('projects');
  return (
    <div>
      <Text size="sm" fw={500} mb={4} id={`${label}-right`}>
        {t('shareRight')}
      </Text>
      <SegmentedControl
        aria-labelledby={`${label}-right`}
        value={value}
        onChange={(next) => onChange(next as ShareRight)}
        data={[{ value: 'read', label: t('rights.read') }, { value: 'edit', label: t('rights.edit') }, ...(field ? [{ value: 'field', label: t('rights.field') }] : [])]}
      />
      {field && value === 'field' && (
        <Text size="sm" c="gray.7" mt={4}>
          {t('rightsHelp.field')}
        </Text>
      )}
    </div>
  );
}

/** The right an invitation or an access key gives. */
export function RightBadge({ right }: { right: ShareRight }) {
  const t = useTranslations('projects');
  return (
    <Badge variant="light" color={right === 'edit' ? 'forest' : 'gray'} radius="sm">
      {t(`rights.${right}`)}
    </Badge>
  );
}
