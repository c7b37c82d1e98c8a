import { Paper, Text, Title } from '@mantine/core';
import { Select } from '@/components/ui/Select';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { requestHref } from '@/lib/page-routes/questions';
import type { QuestionDocument } from '@/lib/schemas/information-requests';
import { useGetDataroomQuery } from '@/store/api/dataroom';
import { useGetTeaserDocumentsQuery, useOpenRequestMutation } from '@/store/api/opportunities';
import { MessageForm } from './MessageForm';

const GENERAL = 'opportunity';

/** `teaser:<id>` or `dataroom:<id>` as the API's document; the opportunity in general as none. */
export function documentOf(subject: string): QuestionDocument | undefined {
  const [kind, fileId] = subject.split(':');
  return (kind === 'teaser' || kind === 'dataroom') && fileId ? { kind, file_id: fileId } : undefined;
}

/**
 * An activated investor's new question (requirements ): about the opportunity, a teaser document, or a
 * document of the data room open to them now; sent, it opens the thread's page.
 */
export function AskQuestion({ opportunityId, initialSubject }: { opportunityId: string; initialSubject?: string }) {
  const t = useTranslations('questions');
  const router = useRouter();
  const [subject, setSubject] = useState(initialSubject ?? GENERAL);
  const teasers = useGetTeaserDocumentsQuery(opportunityId);
  const room = useGetDataroomQuery(opportunityId);
  const [open] = useOpenRequestMutation();
  const roomFiles = room.data?.folders.flatMap((folder) => folder.files) ?? [];
  const data = [
    { value: GENERAL, label: t('subjectOpportunity') },
    ...(teasers.data?.length ? [{ group: t('subjectTeaserGroup'), items: teasers.data.map((file) => ({ value: `teaser:${file.id}`, label: file.name })) }] : []),
    ...(roomFiles.length ? [{ group: t('subjectDataroomGroup'), items: roomFiles.map((file) => ({ value: `dataroom:${file.id}`, label: file.name })) }] : []),
  ];

  const send = async (message: string) => {
    const thread = await open({ opportunity_id: opportunityId, message, document: documentOf(subject) }).unwrap();
    await router.push(requestHref(thread.id));
  };

  return (
    <Paper component="section" withBorder radius="md" p="lg" aria-labelledby="ask-question" id="ask">
      <Title order={2} size="h4" id="ask-question" mb={4}>
        {t('askHeading')}
      </Title>
      <Text size="sm" c="gray.7" mb="sm">
        {t('askIntro')}
      </Text>
      <MessageForm label={t('questionLabel')} submitLabel={t('ask')} onSend={send}>
        <Select
          label={t('subjectLabel')}
          data={data}
          value={subject}
          onChange={(value) => setSubject(typeof value === 'string' ? value : GENERAL)}
          allowDeselect={false}
          searchable={roomFiles.length > 8}
        />
      </MessageForm>
    </Paper>
  );
}
