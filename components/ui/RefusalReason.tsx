import { Textarea } from '@mantine/core';
import { useTranslations } from 'next-intl';

/**
 * The reason asked when staff refuse, in a module of its own: it shows only after "refuse" is pressed, and Mantine's
 * Textarea (its input wrapper and autosize) need not be part of the queues' first load.
 */
export function RefusalReason({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useTranslations('staff');
  return (
    <Textarea
      label={t('reason')}
      description={t('reasonHint')}
      required
      autosize
      minRows={2}
      maxLength={2000}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      data-autofocus
    />
  );
}
