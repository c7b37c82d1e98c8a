import * as schemas from '@/lib/schemas/opportunities';
import * as choices from './opportunity-choices';

describe('the investment forms’ choices', () => {
  it('are the lists the API accepts', () => {
    expect(choices.STAGES).toEqual(schemas.STAGES);
    expect(choices.INSTRUMENTS).toEqual(schemas.INSTRUMENTS);
    expect(choices.REGIONS).toEqual(schemas.REGIONS);
    expect(choices.CURRENCIES).toEqual(schemas.CURRENCIES);
    expect(choices.TEASER_FIELDS).toEqual(schemas.TEASER_FIELDS);
    expect(choices.OPPORTUNITY_SORTS).toEqual(schemas.OPPORTUNITY_SORTS);
  });
});
