import { queryOf, viewOf } from './address';

const KNOWN = ['a', 'b'];

describe('the chart’s view in the address (R-20.14)', () => {
  it('reads a preset period and the parameters, ignoring unknown ones', () => {
    expect(viewOf({ period: 'week', parameters: 'b,zz' }, KNOWN)).toEqual({ period: 'week', window: null, parameters: ['b'] });
    expect(viewOf({}, KNOWN)).toEqual({ period: 'day', window: null, parameters: [] });
    expect(viewOf({ period: 'decade' }, KNOWN).period).toBe('day');
  });

  it('writes and reads back a custom period as instants, keeping the other keys of the address', () => {
    const view = { period: 'custom' as const, window: { from: Date.UTC(2026, 10, 14, 15), to: Date.UTC(2026, 10, 15, 15) }, parameters: ['a', 'b'] };
    const query = queryOf(view, { id: 'project', reactorId: 'r', tab: 'chart', from: 'old' });
    expect(query).toEqual({ id: 'project', reactorId: 'r', tab: 'chart', period: 'custom', from: '2026-11-14T15:00:00.000Z', to: '2026-11-15T15:00:00.000Z', parameters: 'a,b' });
    expect(viewOf(query, KNOWN)).toEqual(view);
    expect(queryOf({ period: 'hour', window: null, parameters: [] }, query)).toEqual({ id: 'project', reactorId: 'r', tab: 'chart', period: 'hour' });
  });

  it('falls back to a day for a custom period it cannot read', () => {
    expect(viewOf({ period: 'custom', from: '2026-11-15T00:00:00Z', to: '2026-11-14T00:00:00Z' }, KNOWN).period).toBe('day');
  });
});
