import { SegmentedControl } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { QuestionInputProps, QuestionOf } from './types';

/** Yes or no as a two-way switch; nothing is selected until the question is answered. Saved at once. */
export function YesNoQuestion({ value, onChange, disabled, inputId, labelId, describedBy, required, invalid }: QuestionInputProps<QuestionOf<'yes_no'>>) {
  const t = useTranslations('assessments');
  const current = value === true ? 'yes' : value === false ? 'no' : '';
  return (
    <div role="radiogroup" aria-labelledby={labelId} aria-describedby={describedBy} aria-required={required || undefined} aria-invalid={invalid || undefined}>
      <SegmentedControl
        id={inputId}
        name={inputId}
        value={current}
        onChange={(next) => onChange(next === 'yes', 'now')}
        disabled={disabled}
        data={[
          { value: 'yes', label: t('yes') },
          { value: 'no', label: t('no') },
        ]}
        color="forest"
        miw={200}
        mt={4}
      />
    </div>
  );
}
