import { Group, Text } from '@mantine/core';
import { IconFileUpload, IconPhoto } from '@tabler/icons-react';

const ICONS = { file: IconFileUpload, image: IconPhoto };

export interface FileDropPromptProps {
  /** What the area does ("Drop files here or choose them"); usually the drop area's own label. */
  title: string;
  /** What it takes (types, size). */
  hint: string;
  /** A document (default) or a picture. */
  icon?: keyof typeof ICONS;
  /** `compact` inside a question card; `regular` in a panel or a popup. */
  size?: 'regular' | 'compact';
  /** Least height of the prompt, in pixels. */
  mih?: number;
}

/** What a drop area shows inside (`FileDrop`'s children): an icon, what to do, and what it takes. */
export function FileDropPrompt({ title, hint, icon = 'file', size = 'regular', mih }: FileDropPromptProps) {
  const Icon = ICONS[icon];
  const compact = size === 'compact';
  return (
    <Group justify="center" gap={compact ? 'sm' : 'md'} mih={mih}>
      <Icon size={compact ? 28 : 40} aria-hidden color="var(--mantine-color-forest-7)" />
      <div>
        <Text size={compact ? 'sm' : undefined} fw={600}>
          {title}
        </Text>
        <Text size={compact ? 'xs' : 'sm'} c="gray.7">
          {hint}
        </Text>
      </div>
    </Group>
  );
}
