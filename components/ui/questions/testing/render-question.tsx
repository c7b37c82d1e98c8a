import { useState } from 'react';
import type { AnswerValue } from '@/lib/schemas/assessments';
import type { TemplateQuestion } from '@/lib/schemas/templates';
import { renderInShell } from '@/components/layout/testing/render-shell';
import { QuestionInput } from '../QuestionInput';
import { PROJECT_ID } from '@/store/api/testing/projects';
import type { QuestionInputProps } from '../types';

/** A label in both languages (the tests read English). */
export const label = (en: string) => ({ en, fr: en });

/** The props the card gives a question's input, with a mock for its changes. */
export function props(question: TemplateQuestion, value: AnswerValue | null = null) {
  const onChange = jest.fn();
  const base: QuestionInputProps = {
    question,
    value,
    onChange,
    onBlur: jest.fn(),
    disabled: false,
    language: 'en',
    inputId: `q-${question.id}-input`,
    labelId: `q-${question.id}-label`,
    describedBy: undefined,
    invalid: false,
    required: false,
    projectId: PROJECT_ID,
  };
  return { base, onChange };
}

/** A question whose value follows its changes, as on the page. */
function Harness({ base }: { base: QuestionInputProps }) {
  const [value, setValue] = useState(base.value);
  return (
    <>
      <label htmlFor={base.inputId} id={base.labelId}>
        {base.question.label.en}
      </label>
      <QuestionInput
        {...base}
        value={value}
        onChange={(next, mode) => {
          setValue(next);
          base.onChange(next, mode);
        }}
      />
    </>
  );
}

/** Renders a question with a visible label tied as the card ties it. */
export function renderQuestion(question: TemplateQuestion, value: AnswerValue | null = null) {
  const { base, onChange } = props(question, value);
  const view = renderInShell(<Harness base={base} />);
  return { ...view, onChange };
}

/** The arguments of a mock's last call. */
export const lastCall = (mock: jest.Mock) => mock.mock.calls.at(-1);
