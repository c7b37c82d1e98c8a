import { Group, Text } from '@mantine/core';
import classes from './Logo.module.css';

/** The Groundwork mark: a sprout over a soil line. Decorative; the link around it carries the name. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden focusable="false" className={classes.mark}>
      <rect width="32" height="32" rx="8" fill="var(--mantine-color-forest-7)" />
      <path d="M16 24v-8" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
      <path d="M16 17c0-4.2 2.8-7 7.5-7 0 4.4-2.9 7-7.5 7Z" fill="#b7dec4" />
      <path d="M16 19c0-3.4-2.3-5.8-6.2-5.8 0 3.6 2.4 5.8 6.2 5.8Z" fill="#fff" />
      <path d="M7.5 24.5h17" stroke="#dabb7d" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

/** Mark and word mark; the word hides on the narrowest phones when `compact`. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Group gap={10} wrap="nowrap">
      <LogoMark />
      <Text span fw={800} fz={20} className={compact ? classes.compactWord : classes.word}>
        Groundwork
      </Text>
    </Group>
  );
}
