import { useState } from 'react';
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';

/** The to-do form's dialog: loaded on the first click, out of the questionnaire's first load (issue 25). */
const TodoDialog = dynamic(() => import('@/components/ui/todos/TodoDialog'), { ssr: false });

interface Props {
  projectId: string;
  assessmentId: string;
  questionId: string;
  /** The question's label, in the questionnaire's language: the to-do's first title. */
  label: string;
}

/** "Make this a to-do" on a question: a to-do about the question, linking back to it. */
export function QuestionTodoButton({ projectId, assessmentId, questionId, label }: Props) {
  const t = useTranslations('todos');
  const [opened, setOpened] = useState(false);
  const [asked, setAsked] = useState(false);
  return (
    <>
      <Tooltip label={t('makeTodo')} withArrow>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          mt={1}
          aria-label={t('makeTodoFor', { question: label })}
          data-question-tool
          onClick={() => {
            setAsked(true);
            setOpened(true);
          }}
        >
          <IconListCheck size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {asked && (
        <TodoDialog
          opened={opened}
          onClose={() => setOpened(false)}
          projectId={projectId}
          subject={{ kind: 'question', id: questionId, assessment_id: assessmentId }}
          initialTitle={label.slice(0, 200)}
          context={label}
        />
      )}
    </>
  );
}
