import dynamic from 'next/dynamic';
import { Skeleton } from '@mantine/core';
import type { TemplateQuestion } from '@/lib/schemas/templates';
import { MultipleChoiceQuestion, RADIO_LIMIT, SingleChoiceQuestion } from './ChoiceQuestion';
import { DateQuestion } from './DateQuestion';
import { FileQuestion } from './FileQuestion';
import { LocationQuestion } from './LocationQuestion';
import { NumberQuestion } from './NumberQuestion';
import { TextQuestion } from './TextQuestion';
import type { QuestionInputProps } from './types';
import { YesNoQuestion } from './YesNoQuestion';

/*
 * The inputs of a template's questions, one renderer per question type: the assessments' questionnaire and
 * monitoring's daily form both draw their fields with them.
 */

/** The table editor is the heaviest renderer and only some sections have one: loaded when first needed. */
const TableQuestion = dynamic(() => import('./TableQuestion'), {
  ssr: false,
  loading: () => <Skeleton height={120} radius="md" />,
});

/** Whether the question is one input that its `<label>` can point at (the others are groups). */
export function hasSingleInput(question: TemplateQuestion): boolean {
  if (question.type === 'single_choice') return question.options.length > RADIO_LIMIT;
  return ['short_text', 'long_text', 'number', 'date'].includes(question.type);
}

/** The renderer of a question type. */
export function QuestionInput(props: QuestionInputProps) {
  const { question } = props;
  switch (question.type) {
    case 'short_text':
    case 'long_text':
      return <TextQuestion {...props} question={question} />;
    case 'number':
      return <NumberQuestion {...props} question={question} />;
    case 'single_choice':
      return <SingleChoiceQuestion {...props} question={question} />;
    case 'multiple_choice':
      return <MultipleChoiceQuestion {...props} question={question} />;
    case 'yes_no':
      return <YesNoQuestion {...props} question={question} />;
    case 'date':
      return <DateQuestion {...props} question={question} />;
    case 'file':
      return <FileQuestion {...props} question={question} />;
    case 'location':
      return <LocationQuestion {...props} question={question} />;
    case 'table':
      return <TableQuestion {...props} question={question} />;
  }
}
