import { useState } from 'react';
import { NumberInput, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { localize, numberFromInput } from './answer-values';
import type { QuestionInputProps, QuestionOf } from './types';

/** A number with its unit beside it and its bounds said under it; the server checks the bounds. */
export function NumberQuestion({ question, value, onChange, onBlur, disabled, language, inputId, describedBy, invalid, required }: QuestionInputProps<QuestionOf<'number'>>) {
  const t = useTranslations('assessments');
  const { min, max, integer } = question.validation ?? {};
  const boundsId = `${inputId}-bounds`;
  const unit = localize(question.unit, language);
  const format = (n: number) => n.toLocaleString(language);
  let bounds: string | null = null;
  if (min !== undefined && max !== undefined) bounds = t('numberBetween', { min: format(min), max: format(max) });
  else if (min !== undefined) bounds = t('numberAtLeast', { min: format(min) });
  else if (max !== undefined) bounds = t('numberAtMost', { max: format(max) });
  if (integer) bounds = bounds ? `${bounds} ${t('numberWhole')}` : t('numberWhole');
  // What the field shows, kept as typed ("12.", "-") while it is on its way to a number.
  const [raw, setRaw] = useState<number | string>(typeof value === 'number' ? value : '');
  const outOfRange = typeof value === 'number' && ((min !== undefined && value < min) || (max !== undefined && value > max));

  return (
    <>
      <NumberInput
        id={inputId}
        value={raw}
        onChange={(next) => {
          setRaw(next);
          const parsed = numberFromInput(next, language === 'fr' ? ',' : '.');
          if (parsed !== undefined) onChange(parsed, 'debounce');
        }}
        onBlur={onBlur}
        disabled={disabled}
        min={min}
        max={max}
        clampBehavior="none"
        allowDecimal={!integer}
        decimalSeparator={language === 'fr' ? ',' : '.'}
        thousandSeparator={language === 'fr' ? ' ' : ','}
        rightSection={
          unit ? (
            <Text size="sm" c="gray.7" pr="xs">
              {unit}
            </Text>
          ) : undefined
        }
        rightSectionWidth={unit ? Math.max(48, unit.length * 9 + 20) : undefined}
        rightSectionPointerEvents="none"
        hideControls
        inputMode={integer ? 'numeric' : 'decimal'}
        maw={320}
        aria-describedby={[describedBy, bounds ? boundsId : undefined].filter(Boolean).join(' ') || undefined}
        aria-invalid={invalid || outOfRange || undefined}
        aria-required={required || undefined}
      />
      {bounds && (
        <Text id={boundsId} size="xs" c={outOfRange ? 'orange.9' : 'gray.7'} mt={4}>
          {bounds}
          {unit ? ` (${unit})` : ''}
        </Text>
      )}
    </>
  );
}
