import { cloneElement, useId, type ReactElement } from 'react';
import classes from './HintTooltip.module.css';

export interface HintTooltipProps {
  label: string;
  /** One element (a button); it is described by the label. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  /** `end` lines the hint up with the target's end, for a target at the end of a line (default: centred). */
  align?: 'center' | 'end';
}

/**
 * A short hint shown above its target on hover and keyboard focus, and read as the target's description. Plain
 * CSS: pages that only need a hint do not carry Mantine's Tooltip and floating-ui (~20 kB gzipped).
 */
export function HintTooltip({ label, children, align = 'center' }: HintTooltipProps) {
  const id = useId();
  return (
    <span className={classes.anchor} data-align={align}>
      {cloneElement(children, { 'aria-describedby': id })}
      <span id={id} role="tooltip" className={classes.bubble}>
        {label}
      </span>
    </span>
  );
}
