import { Button, Stack, Textarea } from '@mantine/core';
import type { ReactNode } from 'react';
import { MESSAGE_MAX_LENGTH } from '@/lib/schemas/information-request-constants';
import { useMessageDraft } from './use-send';

interface Props {
  label: string;
  submitLabel: string;
  /** Sends the message; rejects with the API's failure, shown beside the box in the user's language. */
  onSend: (message: string) => Promise<unknown>;
  /** Fields above the box (the subject of a new question). */
  children?: ReactNode;
  disabled?: boolean;
}

/** The box to write a question or a reply, with its refusal beside it (requirements ). */
export function MessageForm({ label, submitLabel, onSend, children, disabled }: Props) {
  const draft = useMessageDraft(onSend);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void draft.submit();
      }}
    >
      <Stack gap="sm">
        {children}
        <Textarea
          label={label}
          autosize
          minRows={3}
          maxLength={MESSAGE_MAX_LENGTH + 1}
          value={draft.message}
          error={draft.error}
          disabled={disabled}
          onChange={(event) => draft.setMessage(event.currentTarget.value)}
        />
        <div>
          <Button type="submit" loading={draft.sending} disabled={disabled}>
            {submitLabel}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
