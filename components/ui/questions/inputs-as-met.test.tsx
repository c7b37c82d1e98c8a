import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell } from '@/components/layout/testing/render-shell';
import type { TemplateQuestion } from '@/lib/schemas/templates';
import { QuestionInput } from './QuestionInput';
import { PROJECT_ID } from '@/store/api/testing/projects';
import TableQuestion from './TableQuestion';
import type { QuestionInputProps } from './types';

jest.mock('next/router', () => ({ useRouter: () => ({ pathname: '/', query: {}, push: jest.fn(), replace: jest.fn() }) }));

const label = (en: string, fr = en) => ({ en, fr });

function propsOf(question: TemplateQuestion, language: 'en' | 'fr' = 'en'): QuestionInputProps {
  return {
    question,
    value: null,
    onChange: jest.fn(),
    onBlur: jest.fn(),
    disabled: false,
    language,
    inputId: `q-${question.id}-input`,
    labelId: `q-${question.id}-label`,
    describedBy: undefined,
    invalid: false,
    required: false,
    projectId: PROJECT_ID,
  };
}

describe('inputs as a person meets them', () => {
  it('a French reader types a decimal comma and the answer is the number', async () => {
    const question: TemplateQuestion = {
      id: 'moisture',
      type: 'number',
      label: label('Moisture', 'Humidité'),
      weight: 1,
      validation: { required: true, min: 0, max: 100, integer: false },
    };
    const props = propsOf(question, 'fr');
    renderInShell(
      <>
        <label htmlFor={props.inputId}>Humidité</label>
        <QuestionInput {...props} />
      </>,
    );
    await userEvent.type(screen.getByLabelText('Humidité'), '12,5');
    expect((props.onChange as jest.Mock).mock.calls.at(-1)).toEqual([12.5, 'debounce']);
    expect(screen.getByLabelText('Humidité')).toHaveValue('12,5');
  });

  it('a yes/no cell of a table starts unticked, never half-ticked', () => {
    const question = {
      id: 'sources',
      type: 'table' as const,
      label: label('Feedstock suppliers'),
      weight: 1,
      columns: [
        { id: 'supplier', label: label('Supplier'), type: 'short_text' as const, required: true },
        { id: 'contracted', label: label('Under contract'), type: 'yes_no' as const, required: false },
      ],
      validation: { required: false, max: 3 },
    };
    renderInShell(<TableQuestion {...propsOf(question)} question={question} />);
    const box = screen.getByLabelText('Under contract, row 1');
    expect(box).not.toBeChecked();
    expect(box).not.toHaveAttribute('data-indeterminate');
    expect(box).not.toBePartiallyChecked();
  });
});
