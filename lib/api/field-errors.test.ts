import { ApiRequestError } from './api-error';
import { fieldErrorsOf, fieldIssuesOf } from './field-errors';

const TEXTS: Record<string, Record<string, string>> = {
  en: { required: 'Required', tooLong: 'At most {maximum} characters', ticketOrder: 'Must not be below the lower bound' },
  fr: { required: 'Obligatoire', tooLong: 'Au plus {maximum} caractères', ticketOrder: 'Ne doit pas être inférieur à la borne basse' },
};
const translator =
  (language: string) =>
  (key: string, values: Record<string, string | number> = {}) =>
    TEXTS[language][key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

const body = {
  detail: {
    message: 'Invalid body: title: title is required; summary: …; ticket_max: ticket_min must not exceed ticket_max',
    code: 'invalid_fields',
    issues: [
      { field: 'title', key: 'required', message: 'title is required' },
      { field: 'summary', key: 'tooLong', params: { maximum: 2000 }, message: 'summary is at most 2000 characters' },
      { field: 'ticket_max', key: 'ticketOrder', message: 'ticket_min must not exceed ticket_max' },
      { field: 'ticket_max', key: 'required', message: 'second refusal of the same field' },
      { field: 'odd', key: 'not-a-key', message: 'ignored' },
    ],
  },
};

describe('the refusals of a form’s fields, in the user’s language (requirements R-21.11)', () => {
  it('reads them from an RTK Query failure and from a thrown ApiRequestError alike, the well-formed ones only', () => {
    expect(fieldIssuesOf({ status: 400, message: 'x', data: body })).toHaveLength(4);
    expect(fieldIssuesOf(new ApiRequestError(400, 'x', body))).toHaveLength(4);
    expect(fieldIssuesOf({ status: 409, message: 'x', data: { detail: { message: 'Changed' } } })).toEqual([]);
    expect(fieldIssuesOf(undefined)).toEqual([]);
  });

  it('translates each field’s first refusal, never showing the API’s text', () => {
    const failure = { status: 400, message: body.detail.message, data: body };
    expect(fieldErrorsOf(failure, translator('fr'))).toEqual({
      title: 'Obligatoire',
      summary: 'Au plus 2000 caractères',
      ticket_max: 'Ne doit pas être inférieur à la borne basse',
    });
    expect(fieldErrorsOf(failure, translator('en')).summary).toBe('At most 2000 characters');
  });
});
