import { Textarea } from '@mantine/core';
import { useTranslations } from 'next-intl';

/** The reason staff give with a refusal, which the other side will read (`DecisionControls`, once "refuse" is chosen). */
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
