import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Calm forest greens; shade 7 (the primary) keeps at least 4.5:1 contrast with white text and on white. */
const forest: MantineColorsTuple = ['#eef7f1', '#dcefe2', '#b7dec4', '#8ecaa3', '#6ab985', '#52ad72', '#3f9562', '#2c7a4d', '#22613d', '#16472c'];

/** Warm sand for accents (biochar, soil). */
const sand: MantineColorsTuple = ['#fbf6ec', '#f3ead6', '#e7d3ab', '#dabb7d', '#cfa757', '#c89a3e', '#c49332', '#ad7f25', '#9a701e', '#855f12'];

const FONT_STACK = 'Inter, "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Roboto, "Noto Sans", Arial, sans-serif';

export const theme = createTheme({
  primaryColor: 'forest',
  primaryShade: { light: 7, dark: 5 },
  colors: { forest, sand },
  fontFamily: FONT_STACK,
  headings: {
    fontFamily: FONT_STACK,
    fontWeight: '700',
    sizes: {
      h1: { fontSize: 'clamp(2rem, 1.4rem + 2.6vw, 3.25rem)', lineHeight: '1.12' },
      h2: { fontSize: 'clamp(1.6rem, 1.3rem + 1.2vw, 2.25rem)', lineHeight: '1.2' },
      h3: { fontSize: '1.2rem', lineHeight: '1.35' },
    },
  },
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
  black: '#15241b',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Anchor: { defaultProps: { underline: 'hover' } },
    // Mantine's dimmed grey is below 4.5:1 on white; secondary texts use gray.7 instead.
    Menu: { styles: { label: { color: 'var(--mantine-color-gray-7)' } } },
    EmptyState: { styles: { description: { color: 'var(--mantine-color-gray-7)' } } },
    Input: { styles: { placeholder: { color: 'var(--mantine-color-gray-6)' } } },
    // A popup's title reads as the heading it is (Mantine draws it at body size).
    Modal: { styles: { title: { fontSize: 'var(--mantine-h3-font-size)', fontWeight: 700, lineHeight: 'var(--mantine-h3-line-height)' } } },
  },
});
