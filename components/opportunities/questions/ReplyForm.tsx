import { useTranslations } from 'next-intl';
import { useReplyRequestMutation } from '@/store/api/opportunities';
import { MessageForm } from './MessageForm';

/** The reply to a thread: the box and its button, and the request that sends it. */
export function ReplyForm({ requestId }: { requestId: string }) {
  const t = useTranslations('questions');
  const [reply] = useReplyRequestMutation();
  return <MessageForm label={t('replyLabel')} submitLabel={t('send')} onSend={(message) => reply({ request_id: requestId, message }).unwrap()} />;
}
