import dynamic from 'next/dynamic';
import { Skeleton } from '@mantine/core';
import type { QuestionInputProps, QuestionOf } from './types';

/** The date field and its calendar load with the first date question shown, never with the page. */
const LocalDateInput = dynamic(() => import('./date/LocalDateInput'), { ssr: false, loading: () => <Skeleton h={36} maw={260} /> });

/** A date written in the interface language, typed or picked from a calendar; the answer is `YYYY-MM-DD`. */
export function DateQuestion({ question, value, onChange, onBlur, disabled, language, inputId, describedBy, invalid, required }: QuestionInputProps<QuestionOf<'date'>>) {
  const { min, max } = question.validation ?? {};
  return (
    <LocalDateInput
      id={inputId}
      value={typeof value === 'string' ? value : null}
      onChange={(next) => onChange(next, 'now')}
      onBlur={onBlur}
      language={language}
      min={min}
      max={max}
      disabled={disabled}
      maw={260}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      aria-required={required || undefined}
    />
  );
}
