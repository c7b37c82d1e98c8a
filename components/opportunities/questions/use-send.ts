import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { draftProblem, refusalText, type RefusalText } from './refusal';

/** A message box's state: the draft, the refusal shown beside it (in the user's language), and sending through `send`. */
export function useMessageDraft(send: (message: string) => Promise<unknown>) {
  const t = useTranslations('questions.errors');
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<RefusalText | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (): Promise<boolean> => {
    const refused = draftProblem(message);
    setProblem(refused);
    if (refused) return false;
    setSending(true);
    try {
      await send(message.trim());
      setMessage('');
      return true;
    } catch (failure) {
      setProblem(refusalText(failure));
      return false;
    } finally {
      setSending(false);
    }
  };

  const { key, ...values } = problem ?? { key: null };
  return {
    message,
    setMessage: (value: string) => {
      setMessage(value);
      if (problem?.key === 'required' || problem?.key === 'tooLong') setProblem(null);
    },
    error: key ? t(key, values) : null,
    sending,
    submit,
  };
}
