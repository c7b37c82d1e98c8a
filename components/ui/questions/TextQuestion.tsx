import { Text, Textarea, TextInput } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { QuestionInputProps, QuestionOf } from './types';

/** Short text (one line) and long text (grows as it fills); saved after a pause in typing and on blur. */
export function TextQuestion({
  question,
  value,
  onChange,
  onBlur,
  disabled,
  inputId,
  describedBy,
  invalid,
  required,
}: QuestionInputProps<QuestionOf<'short_text'> | QuestionOf<'long_text'>>) {
  const t = useTranslations('assessments');
  const text = typeof value === 'string' ? value : '';
  const { min, max } = question.validation ?? {};
  const counterId = `${inputId}-count`;
  let counterText: string | null = null;
  if (min && text.length < min) counterText = t('charactersAtLeast', { count: text.length, min });
  else if (max) counterText = t('charactersOf', { count: text.length, max });
  const common = {
    id: inputId,
    value: text,
    disabled,
    maxLength: max,
    'aria-describedby': [describedBy, counterText ? counterId : undefined].filter(Boolean).join(' ') || undefined,
    'aria-invalid': invalid || undefined,
    'aria-required': required || undefined,
    onBlur,
  };
  const counter = counterText ? (
    <Text id={counterId} size="xs" c={min && text.length > 0 && text.length < min ? 'orange.9' : 'gray.7'} mt={4}>
      {counterText}
    </Text>
  ) : null;

  if (question.type === 'long_text') {
    return (
      <>
        <Textarea {...common} autosize minRows={3} maxRows={14} onChange={(event) => onChange(event.currentTarget.value, 'debounce')} />
        {counter}
      </>
    );
  }
  return (
    <>
      <TextInput {...common} onChange={(event) => onChange(event.currentTarget.value, 'debounce')} />
      {counter}
    </>
  );
}
