import { PUBLICATION } from '@/store/api/testing/opportunities';
import { conflictOf, editedFields, keepMine } from './publication-conflict';
import { valuesOf } from './publication-form';

const current = { ...PUBLICATION, version: 2, ticket_min: 3_500_000, ticket_max: 5_000_000 };
const failure = { status: 409, message: 'saved meanwhile', data: { detail: { code: 'publication_conflict', changed_fields: ['ticket_min', 'ticket_max', 'nonsense'], current } } };

describe('a save refused because the publication was saved meanwhile (requirements R-21.5)', () => {
  it('is read from the 409, with the fields saved meanwhile', () => {
    expect(conflictOf(failure)).toEqual({ fields: ['ticket_min', 'ticket_max'], current });
    expect(conflictOf({ status: 409, message: 'other', data: { detail: { message: 'A closed publication' } } })).toBeUndefined();
    expect(conflictOf({ status: 400, data: failure.data })).toBeUndefined();
  });

  it('keeps the editor’s own changes over the stored publication, at its version', () => {
    const read = valuesOf(PUBLICATION, 'Loire biochar');
    const mine = { ...read, title: 'Tab B title' };
    expect(editedFields(read, mine)).toEqual(['title']);
    const merged = keepMine(read, mine, conflictOf(failure)!);
    expect(merged.base_version).toBe(2);
    expect(merged.values).toMatchObject({ title: 'Tab B title', ticket_min: 3_500_000, ticket_max: 5_000_000 });
  });
});
