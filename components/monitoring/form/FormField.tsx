import { Paper, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { QuestionInput, hasSingleInput } from '@/components/ui/questions/QuestionInput';
import type { AnswerValue } from '@/lib/schemas/assessments';
import type { Language } from '@/lib/schemas/common';
import type { TemplateQuestion } from '@/lib/schemas/templates';
import { localize } from '@/lib/templates/localize';
import { useClock } from '../time/clock';

/** A short-text question whose pattern is a time of day (HH:mm) is asked with a time field. */
const TIME_OF_DAY = '^([01][0-9]|2[0-3]):[0-5][0-9]$';
export const asksTimeOfDay = (question: TemplateQuestion) => question.type === 'short_text' && question.validation?.pattern === TIME_OF_DAY;

export interface FormFieldProps {
  question: TemplateQuestion;
  value: AnswerValue | null;
  error: string | null;
  language: Language;
  projectId: string;
  onChange: (value: AnswerValue | null) => void;
}

/** One question of a monitoring form, with the questionnaire's input for its type and the server's message beside it. */
export function FormField({ question, value, error, language, projectId, onChange }: FormFieldProps) {
  const t = useTranslations('monitoring.form');
  const base = `f-${question.id}`;
  const required = Boolean(question.validation?.required);
  const { siteZone } = useClock();
  const single = hasSingleInput(question);
  const time = asksTimeOfDay(question);
  const describedBy = [question.help ? `${base}-help` : undefined, error ? `${base}-error` : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap={6}>
        <Text component={single ? 'label' : 'div'} htmlFor={single ? `${base}-input` : undefined} id={`${base}-label`} fw={600}>
          {localize(question.label, language)}
          {required && (
            <>
              <span aria-hidden> *</span>
              <VisuallyHidden component="span">{` (${t('required')})`}</VisuallyHidden>
            </>
          )}
        </Text>
        {question.help && (
          <Text id={`${base}-help`} size="sm" c="gray.7">
            {localize(question.help, language)}
          </Text>
        )}
        {time ? (
          <TextInput
            type="time"
            id={`${base}-input`}
            aria-labelledby={`${base}-label`}
            description={t('siteTime', { zone: siteZone })}
            value={typeof value === 'string' ? value : ''}
            onChange={(event) => onChange(event.currentTarget.value || null)}
            error={Boolean(error)}
            aria-required={required}
            w={{ base: '100%', xs: 160 }}
          />
        ) : (
          <QuestionInput
            question={question}
            value={value}
            onChange={(next) => onChange(next)}
            onBlur={() => undefined}
            disabled={false}
            language={language}
            inputId={`${base}-input`}
            labelId={`${base}-label`}
            describedBy={describedBy}
            invalid={Boolean(error)}
            required={required}
            projectId={projectId}
          />
        )}
        {error && (
          <Text id={`${base}-error`} size="sm" c="red.8" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
