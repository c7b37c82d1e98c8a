import { NumberInput } from '@mantine/core';
import { useTranslations } from 'next-intl';

export type Coordinate = number | '';

/** Whether a coordinate is a number within ±`limit` degrees. */
export function inRange(value: Coordinate, limit: number): value is number {
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;
}

interface CoordinateInputProps {
  axis: 'latitude' | 'longitude';
  id: string;
  /** As typed (text while it is not a number yet). */
  text: number | string;
  /** What the text means so far (`''` for nothing). */
  value: Coordinate;
  disabled: boolean;
  required: boolean;
  invalid: boolean;
  onText: (next: number | string) => void;
  onBlur: () => void;
}

/** A latitude (±90°) or longitude (±180°) typed in decimal degrees, with its range told and checked. */
export function CoordinateInput({ axis, id, text, value, disabled, required, invalid, onText, onBlur }: CoordinateInputProps) {
  const t = useTranslations('assessments');
  const limit = axis === 'latitude' ? 90 : 180;
  const outOfRange = value !== '' && !inRange(value, limit);
  return (
    <NumberInput
      id={id}
      label={t(axis)}
      description={t(`${axis}Hint`)}
      value={text}
      min={-limit}
      max={limit}
      clampBehavior="none"
      decimalScale={6}
      hideControls
      disabled={disabled}
      onChange={onText}
      onBlur={onBlur}
      error={outOfRange ? t(`${axis}Invalid`) : undefined}
      aria-required={required || undefined}
      aria-invalid={invalid || outOfRange || undefined}
    />
  );
}
