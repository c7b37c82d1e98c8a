import { Checkbox, Group, Radio, Stack, Text } from '@mantine/core';
import { Select } from '@/components/ui/Select';
import { useTranslations } from 'next-intl';
import { isStringList, localize } from './answer-values';
import classes from './Questions.module.css';
import type { QuestionInputProps, QuestionOf } from './types';

/** Up to this many options show as radio buttons; more become a searchable list. */
export const RADIO_LIMIT = 6;

/** Single choice: radio buttons, or a searchable select for many options. Saved at once. */
export function SingleChoiceQuestion({
  question,
  value,
  onChange,
  disabled,
  language,
  inputId,
  labelId,
  describedBy,
  invalid,
  required,
}: QuestionInputProps<QuestionOf<'single_choice'>>) {
  const t = useTranslations('assessments');
  const selected = typeof value === 'string' ? value : null;
  const options = question.options.map((option) => ({ value: option.value, label: localize(option.label, language) }));

  if (options.length > RADIO_LIMIT) {
    return (
      <Select
        id={inputId}
        data={options}
        value={selected}
        onChange={(next) => onChange(next, 'now')}
        disabled={disabled}
        searchable
        clearable={!required}
        placeholder={t('selectPlaceholder')}
        nothingFoundMessage={t('selectNothingFound')}
        maw={480}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
        comboboxProps={{ withinPortal: true }}
      />
    );
  }

  return (
    <div role="radiogroup" id={inputId} aria-labelledby={labelId} aria-describedby={describedBy} aria-required={required || undefined} aria-invalid={invalid || undefined}>
      <Group gap="sm" mt={4}>
        {options.map((option) => (
          <Radio.Card
            key={option.value}
            value={option.value}
            name={inputId}
            checked={selected === option.value}
            onClick={() => {
              if (!disabled && selected !== option.value) onChange(option.value, 'now');
            }}
            disabled={disabled}
            radius="md"
            p="sm"
            w="auto"
            style={{ flex: '1 1 12rem' }}
          >
            <Group wrap="nowrap" gap="sm" align="flex-start">
              <Radio.Indicator disabled={disabled} className={classes.choiceIndicator} />
              <Text size="sm">{option.label}</Text>
            </Group>
          </Radio.Card>
        ))}
      </Group>
    </div>
  );
}

/** Multiple choice: checkboxes; the bounds on how many say so. Saved at once. */
export function MultipleChoiceQuestion({ question, value, onChange, disabled, language, inputId, labelId, describedBy }: QuestionInputProps<QuestionOf<'multiple_choice'>>) {
  const t = useTranslations('assessments');
  const selected = isStringList(value) ? value : [];
  const { min, max } = question.validation ?? {};
  const hintId = `${inputId}-count`;
  let hint: string | null = null;
  if (min && max) hint = t('chooseBetween', { min, max });
  else if (max) hint = t('chooseAtMost', { max });
  else if (min) hint = t('chooseAtLeast', { min });
  const full = max !== undefined && selected.length >= max;

  const toggle = (option: string, on: boolean) => {
    // Keep the template's order, whatever the order of the clicks.
    const next = question.options.map((candidate) => candidate.value).filter((candidate) => (candidate === option ? on : selected.includes(candidate)));
    onChange(next.length ? next : null, 'now');
  };

  return (
    <div role="group" id={inputId} aria-labelledby={labelId} aria-describedby={[describedBy, hint ? hintId : undefined].filter(Boolean).join(' ') || undefined}>
      <Stack gap={8} mt={4}>
        {question.options.map((option) => (
          <Checkbox
            key={option.value}
            checked={selected.includes(option.value)}
            onChange={(event) => toggle(option.value, event.currentTarget.checked)}
            label={localize(option.label, language)}
            disabled={disabled || (full && !selected.includes(option.value))}
          />
        ))}
      </Stack>
      {hint && (
        <Text id={hintId} size="xs" c="gray.7" mt={6}>
          {hint}
        </Text>
      )}
    </div>
  );
}
