import '@mantine/dates/styles.css';
import { DateInput } from '@mantine/dates';
import { useTranslations } from 'next-intl';
import type { Language } from '@/lib/schemas/common';
import { DISPLAY_FORMAT, parseTypedDate } from './date-formats';

export interface LocalDateInputProps {
  id?: string;
  /** `YYYY-MM-DD`, or null for none. */
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  language: Language;
  min?: string;
  max?: string;
  disabled?: boolean;
  size?: 'sm';
  maw?: number;
  miw?: number;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
}

/**
 * A date written in the interface language (“1 June 2027”, « 1 juin 2027 »), typed or picked from a calendar
 * whose month names, weekdays and buttons follow that language too. The browser's own date field would show the
 * browser's format (06/01/2027 to a French reader of an English browser).
 */
export default function LocalDateInput({ value, onChange, language, min, max, ...rest }: LocalDateInputProps) {
  const t = useTranslations('assessments');
  return (
    <DateInput
      {...rest}
      value={value}
      onChange={(next) => onChange(next || null)}
      locale={language}
      valueFormat={DISPLAY_FORMAT}
      dateParser={(text) => parseTypedDate(text, language)}
      minDate={min}
      maxDate={max}
      placeholder={t('datePlaceholder')}
      clearable
      clearButtonProps={{ 'aria-label': t('dateClear') }}
      ariaLabels={{
        nextMonth: t('dateNextMonth'),
        previousMonth: t('datePreviousMonth'),
        nextYear: t('dateNextYear'),
        previousYear: t('datePreviousYear'),
        nextDecade: t('dateNextDecade'),
        previousDecade: t('datePreviousDecade'),
        monthLevelControl: t('dateChooseMonth'),
        yearLevelControl: t('dateChooseYear'),
      }}
      popoverProps={{ withinPortal: true }}
    />
  );
}
