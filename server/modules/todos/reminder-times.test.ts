import { reminderRunAt, reminderTimes } from './reminder-times';

describe('reminders of a due date (R-24.12)', () => {
  it('go three days before and on the day, at 07:00 UTC', () => {
    expect(reminderTimes('2027-03-10').map(({ daysBefore, at }) => [daysBefore, at.toISOString()])).toEqual([
      [3, '2027-03-07T07:00:00.000Z'],
      [0, '2027-03-10T07:00:00.000Z'],
    ]);
  });

  it('wait for their hour on a day to come, go at once on a day begun, and not at all on a day over', () => {
    const at = new Date('2027-03-10T07:00:00Z');
    expect(reminderRunAt(at, new Date('2027-03-09T23:00:00Z'))).toEqual(at);
    expect(reminderRunAt(at, new Date('2027-03-10T00:30:00Z'))).toEqual(new Date('2027-03-10T00:30:00Z'));
    expect(reminderRunAt(at, new Date('2027-03-10T15:00:00Z'))).toEqual(at);
    expect(reminderRunAt(at, new Date('2027-03-11T00:00:00Z'))).toBeNull();
  });
});
