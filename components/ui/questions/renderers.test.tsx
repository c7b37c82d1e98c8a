import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell } from '@/components/layout/testing/render-shell';
import type { TemplateQuestion } from '@/lib/schemas/templates';
import TableQuestion from './TableQuestion';
import { label, lastCall, props, renderQuestion } from './testing/render-question';

jest.mock('next/router', () => ({ useRouter: () => ({ pathname: '/', query: {}, push: jest.fn(), replace: jest.fn() }) }));

describe('question renderers give the answer shape of their type', () => {
  it('short text → string, sent after a pause', async () => {
    const { onChange } = renderQuestion({ id: 'name', type: 'short_text', label: label('Name'), weight: 1 });
    await userEvent.type(screen.getByLabelText('Name'), 'Kiln');
    expect(lastCall(onChange)).toEqual(['Kiln', 'debounce']);
  });

  it('long text → string, with the character count', async () => {
    const { onChange } = renderQuestion({
      id: 'summary',
      type: 'long_text',
      label: label('Summary'),
      weight: 1,
      validation: { required: false, min: 10, max: 200 },
    });
    const box = screen.getByLabelText('Summary');
    expect(box.tagName).toBe('TEXTAREA');
    await userEvent.type(box, 'Biochar');
    expect(lastCall(onChange)).toEqual(['Biochar', 'debounce']);
    expect(screen.getByText('7 characters, at least 10')).toBeInTheDocument();
  });

  it('number → number, with its unit and bounds; emptied → null', async () => {
    const question: TemplateQuestion = {
      id: 'capacity',
      type: 'number',
      label: label('Capacity'),
      unit: 't/yr',
      weight: 1,
      validation: { required: true, min: 0, max: 5000, integer: false },
    };
    const { onChange } = renderQuestion(question);
    expect(screen.getByText('t/yr')).toBeInTheDocument();
    expect(screen.getByText(/Between 0 and 5,000/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Capacity'), '1200');
    expect(lastCall(onChange)).toEqual([1200, 'debounce']);
    await userEvent.clear(screen.getByLabelText('Capacity'));
    expect(lastCall(onChange)).toEqual([null, 'debounce']);
  });

  it('single choice with few options → the option value, at once (radio cards)', async () => {
    const { onChange } = renderQuestion({
      id: 'stage',
      type: 'single_choice',
      label: label('Stage'),
      weight: 1,
      options: [
        { value: 'concept', label: label('Concept') },
        { value: 'operation', label: label('In operation') },
      ],
    });
    expect(screen.getByRole('radiogroup', { name: 'Stage' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'In operation' }));
    expect(lastCall(onChange)).toEqual(['operation', 'now']);
  });

  it('single choice with many options → a searchable select giving the option value', async () => {
    const options = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((value) => ({ value: `opt_${value}`, label: label(`Option ${value}`) }));
    const { onChange } = renderQuestion({ id: 'feedstock', type: 'single_choice', label: label('Feedstock'), weight: 1, options });
    await userEvent.click(screen.getByLabelText('Feedstock'));
    await userEvent.click(await screen.findByRole('option', { name: 'Option e', hidden: true }));
    expect(lastCall(onChange)).toEqual(['opt_e', 'now']);
  });

  it('multiple choice → the chosen values in the template order; none → null', async () => {
    const question: TemplateQuestion = {
      id: 'skills',
      type: 'multiple_choice',
      label: label('Skills'),
      weight: 1,
      options: [
        { value: 'pyrolysis', label: label('Pyrolysis') },
        { value: 'carbon', label: label('Carbon markets') },
        { value: 'finance', label: label('Finance') },
      ],
      validation: { required: false, max: 2 },
    };
    const { onChange } = renderQuestion(question, ['finance']);
    expect(screen.getByRole('group', { name: 'Skills' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pyrolysis' }));
    expect(lastCall(onChange)).toEqual([['pyrolysis', 'finance'], 'now']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Finance' }));
    expect(lastCall(onChange)).toEqual([['pyrolysis'], 'now']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pyrolysis' }));
    expect(lastCall(onChange)).toEqual([null, 'now']);
    expect(screen.getByText('Choose up to 2 answers.')).toBeInTheDocument();
  });

  it('yes/no → a boolean, at once; nothing selected before an answer', async () => {
    const { onChange } = renderQuestion({ id: 'site', type: 'yes_no', label: label('Site?'), weight: 1, ready_answer: 'yes' });
    const yes = screen.getByRole('radio', { name: 'Yes' });
    expect(yes).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'No' })).not.toBeChecked();
    await userEvent.click(yes);
    expect(lastCall(onChange)).toEqual([true, 'now']);
    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    expect(lastCall(onChange)).toEqual([false, 'now']);
  });

  it('date → YYYY-MM-DD, typed and shown with the month in words; emptied → null', async () => {
    const { onChange } = renderQuestion({
      id: 'start',
      type: 'date',
      label: label('Start'),
      weight: 1,
      validation: { required: false, min: '2020-01-01', max: '2040-12-31' },
    });
    const input = await screen.findByLabelText('Start');
    expect(input).not.toHaveAttribute('type', 'date');
    await userEvent.type(input, '1 May 2027');
    expect(lastCall(onChange)).toEqual(['2027-05-01', 'now']);
    await userEvent.tab();
    expect(input).toHaveValue('1 May 2027');
    await userEvent.clear(input);
    await userEvent.tab();
    expect(lastCall(onChange)).toEqual([null, 'now']);
  });

  it('location → {lat, lng, label} once both coordinates are valid, with the pin on the map', async () => {
    const { onChange } = renderQuestion({ id: 'where', type: 'location', label: label('Where?'), weight: 1 });
    await userEvent.type(screen.getByLabelText(/Latitude/), '47.25');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('Enter both latitude and longitude to save the location.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Longitude/), '-0.5');
    expect(lastCall(onChange)).toEqual([{ lat: 47.25, lng: -0.5 }, 'debounce']);
    await userEvent.type(screen.getByLabelText('Place name (optional)'), 'Saumur');
    expect(lastCall(onChange)).toEqual([{ lat: 47.25, lng: -0.5, label: 'Saumur' }, 'debounce']);
    expect(await screen.findByRole('region', { name: /The pin is at 47.25, -0.5/ })).toBeInTheDocument();
  });

  it('location refuses an impossible latitude', async () => {
    const { onChange } = renderQuestion({ id: 'where', type: 'location', label: label('Where?'), weight: 1 });
    await userEvent.type(screen.getByLabelText(/Latitude/), '95');
    await userEvent.type(screen.getByLabelText(/Longitude/), '2');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('Latitude is between −90 and 90')).toBeInTheDocument();
  });

  it('table → rows of typed cells; adding a row sends nothing, removing one sends at once', async () => {
    const question = {
      id: 'people',
      type: 'table' as const,
      label: label('Key people'),
      weight: 1,
      columns: [
        { id: 'name', label: label('Name'), type: 'short_text' as const, required: true },
        { id: 'years', label: label('Years'), type: 'number' as const, unit: 'years', required: false },
        { id: 'lead', label: label('Lead'), type: 'yes_no' as const, required: false },
      ],
      validation: { required: false, max: 3 },
    };
    const { base, onChange } = props(question);
    renderInShell(<TableQuestion {...base} question={question} />);
    await userEvent.type(screen.getByLabelText('Name, row 1'), 'Ana');
    expect(lastCall(onChange)).toEqual([[{ name: 'Ana', years: null, lead: null }], 'debounce']);
    await userEvent.type(screen.getByLabelText('Years, row 1'), '12');
    await userEvent.click(screen.getByLabelText('Lead, row 1'));
    expect(lastCall(onChange)).toEqual([[{ name: 'Ana', years: 12, lead: true }], 'debounce']);

    const calls = onChange.mock.calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Add a row' }));
    expect(onChange.mock.calls.length).toBe(calls);
    await userEvent.type(screen.getByLabelText('Name, row 2'), 'Bruno');
    expect(lastCall(onChange)?.[0]).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Remove row 1' }));
    expect(lastCall(onChange)).toEqual([[{ name: 'Bruno', years: null, lead: null }], 'now']);
  });

  it('table → a row waits for its required cells before it is sent', async () => {
    const question = {
      id: 'people',
      type: 'table' as const,
      label: label('Key people'),
      weight: 1,
      columns: [
        { id: 'name', label: label('Name'), type: 'short_text' as const, required: true },
        { id: 'role', label: label('Role'), type: 'short_text' as const, required: true },
      ],
    };
    const { base, onChange } = props(question);
    renderInShell(<TableQuestion {...base} question={question} />);
    await userEvent.type(screen.getByLabelText('Name, row 1'), 'Ana');
    expect(lastCall(onChange)).toEqual([null, 'debounce']);
    expect(screen.getByText(/A row is saved once its required cells/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Role, row 1'), 'CEO');
    expect(lastCall(onChange)).toEqual([[{ name: 'Ana', role: 'CEO' }], 'debounce']);
    expect(screen.queryByText(/A row is saved once its required cells/)).not.toBeInTheDocument();
  });
});
