import { Group, Text } from '@mantine/core';
import { NamedProgress } from './NamedProgress';

/** A progress bar with its label and its percentage above it; the label names the bar for assistive technology. */
export function LabelledProgress({ id, label, value, percent }: { id: string; label: string; value: number; percent: string }) {
  return (
    <>
      <Group justify="space-between" mb={6}>
        <Text size="sm" fw={600} id={id}>
          {label}
        </Text>
        <Text size="sm" fw={700} c="forest.8">
          {percent}
        </Text>
      </Group>
      <NamedProgress value={value} size="lg" radius="xl" labelledBy={id} transitionDuration={300} />
    </>
  );
}
