import type { ReactNode } from 'react';
import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import type { SaveNote } from './use-form-save';

interface SavingFormProps {
  /** The heading's id, which names the form for assistive technology. */
  titleId: string;
  title: string;
  children: ReactNode;
  /** The note of the last try (components/ui/use-form-save.ts), shown above the button. */
  note: SaveNote | null;
  saving: boolean;
  saveLabel: string;
  onSubmit: () => void;
}

/** A form under its heading, its fields, what the last save said, and the save button. */
export function SavingForm({ titleId, title, children, note, saving, saveLabel, onSubmit }: SavingFormProps) {
  return (
    <Stack
      component="form"
      gap="md"
      aria-labelledby={titleId}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Title order={2} id={titleId}>
        {title}
      </Title>
      {children}
      {note && (
        <Alert color={note.ok ? 'forest' : 'red'} role={note.ok ? 'status' : 'alert'}>
          {note.text}
        </Alert>
      )}
      <Group>
        <Button type="submit" loading={saving}>
          {saveLabel}
        </Button>
      </Group>
    </Stack>
  );
}
