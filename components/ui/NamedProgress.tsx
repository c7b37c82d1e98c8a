import { Progress, type MantineColor, type ProgressRootProps } from '@mantine/core';

interface NamedProgressProps extends Omit<ProgressRootProps, 'children'> {
  /** Percentage, 0 to 100. */
  value: number;
  /** The id of the element whose text names the bar. */
  labelledBy?: string;
  /** The bar's name, when no visible text names it. */
  label?: string;
  color?: MantineColor;
}

/**
 * A progress bar whose `progressbar` element carries its own name. Mantine's `Progress` puts `aria-labelledby` on
 * its outer element and the role on the inner one, which leaves the bar unnamed for assistive technology.
 */
export function NamedProgress({ value, labelledBy, label, color, ...root }: NamedProgressProps) {
  const now = Math.round(value);
  return (
    <Progress.Root {...root}>
      <Progress.Section
        value={value}
        color={color}
        withAria={false}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={now}
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : label}
      />
    </Progress.Root>
  );
}
