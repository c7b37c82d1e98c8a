import { TextInput } from '@mantine/core';
import type { QuestionInputProps, QuestionOf } from './types';

/** The browser's own date picker (light and accessible); the answer is `YYYY-MM-DD`. */
export function DateQuestion({
  question,
  value,
  onChange,
  onBlur,
  disabled,
  inputId,
  describedBy,
  invalid,
  required,
}: QuestionInputProps<QuestionOf<'date'>>) {
  const { min, max } = question.validation ?? {};
  return (
    <TextInput
      id={inputId}
      type="date"
      value={typeof value === 'string' ? value : ''}
      min={min}
      max={max}
      onChange={(event) => onChange(event.currentTarget.value || null, 'debounce')}
      onBlur={onBlur}
      disabled={disabled}
      maw={220}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      aria-required={required || undefined}
    />
  );
}
