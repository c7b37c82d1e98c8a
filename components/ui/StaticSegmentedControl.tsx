import type { CSSProperties, ReactNode, Ref } from 'react';
import { Box, useMantineTheme, type BoxProps, type ElementProps, type MantineSize } from '@mantine/core';
import { useId } from '@mantine/hooks';

export interface SegmentedControlItem {
  value: string;
  label: ReactNode;
}

export interface StaticSegmentedControlProps extends BoxProps, ElementProps<'div', 'onChange' | 'defaultValue'> {
  data: readonly SegmentedControlItem[];
  value: string;
  onChange: (value: string) => void;
  size?: MantineSize;
  /** A class of the segments' labels (Mantine's `classNames.label`). */
  classNames?: { label?: string };
  /** A style of the segments' labels (Mantine's `styles.label`). */
  styles?: { label?: CSSProperties };
  ref?: Ref<HTMLDivElement>;
}

// Mantine's own class names of the SegmentedControl's parts (its styles.css draws them); the unit test checks that
// this markup stays the one Mantine's SegmentedControl renders.
const CLASSES = {
  root: 'm_cf365364 mantine-SegmentedControl-root',
  control: 'm_69686b9b mantine-SegmentedControl-control',
  input: 'm_1714d588 mantine-SegmentedControl-input',
  label: 'm_1738fcb2 mantine-SegmentedControl-label',
  innerLabel: 'm_78882f40 mantine-SegmentedControl-innerLabel',
};

/**
 * Mantine's SegmentedControl as it is drawn before its sliding indicator is set up (by the server, and in the browser
 * until it mounts): the same radio group with the same classes, the chosen segment drawn by Mantine's styles. It is a
 * working control (radio buttons: click, arrow keys), without the indicator's code (FloatingIndicator, its observers).
 * `LazySegmentedControl` shows it until the pointer or the focus reaches the control, then Mantine's takes its place.
 */
export function StaticSegmentedControl({ data, value, onChange, size, classNames, styles, className, ...others }: StaticSegmentedControlProps) {
  const theme = useMantineTheme();
  const uuid = useId();
  return (
    <Box
      __vars={{
        '--sc-shadow': 'var(--mantine-shadow-xs)',
        '--sc-padding': size ? `var(--sc-padding-${size})` : undefined,
        '--sc-font-size': size ? `var(--mantine-font-size-${size})` : undefined,
      }}
      className={className ? `${CLASSES.root} ${className}` : CLASSES.root}
      size={size}
      mod={{ 'with-items-borders': true }}
      {...others}
      role="radiogroup"
    >
      {data.map((item) => {
        const active = item.value === value;
        return (
          <Box className={CLASSES.control} mod={{ active }} key={item.value}>
            <input
              className={CLASSES.input}
              type="radio"
              name={uuid}
              value={item.value}
              id={`${uuid}-${item.value}`}
              checked={active}
              onChange={() => onChange(item.value)}
              data-focus-ring={theme.focusRing}
            />
            <Box
              component="label"
              className={classNames?.label ? `${classNames.label} ${CLASSES.label}` : CLASSES.label}
              mod={{ active }}
              htmlFor={`${uuid}-${item.value}`}
              style={styles?.label}
            >
              <span className={CLASSES.innerLabel}>{item.label}</span>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
