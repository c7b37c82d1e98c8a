import { waitingFor } from './age';

describe('waitingFor (R-21.1: the developer sees open questions with their age)', () => {
  const now = Date.parse('2026-11-27T12:00:00Z');
  it('says the age in the largest whole unit, in the reader’s language', () => {
    expect(waitingFor('2026-11-24T11:00:00Z', now, 'en')).toBe('3 days');
    expect(waitingFor('2026-11-24T11:00:00Z', now, 'fr')).toBe('3\u00a0jours');
    expect(waitingFor('2026-11-27T10:30:00Z', now, 'en')).toBe('1 hour');
    expect(waitingFor('2026-11-27T11:59:50Z', now, 'en')).toBe('1 minute');
  });
});
