import { useState } from 'react';
import { failureMessage } from '@/lib/api/failure-message';
import { useFieldErrors } from './use-field-errors';

/** What a form says after a try: saved, or why not. */
export interface SaveNote {
  ok: boolean;
  text: string;
}

/**
 * A form that saves through the API: `run(save)` clears the last refusal, saves, and leaves a note — `savedText`, or
 * the refused fields' summary (each field's message in `fields.errors`), or the API's message.
 */
export function useFormSave(savedText: string) {
  const fields = useFieldErrors();
  const [note, setNote] = useState<SaveNote | null>(null);
  const run = async (save: () => Promise<unknown>) => {
    fields.clear();
    setNote(null);
    try {
      await save();
      setNote({ ok: true, text: savedText });
    } catch (failure) {
      setNote({ ok: false, text: fields.take(failure) ? fields.summary : failureMessage(failure, fields.summary) });
    }
  };
  return { fields, note, run };
}
