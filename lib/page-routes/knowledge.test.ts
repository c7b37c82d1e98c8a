import { articleListQuery, filtersFromQuery, hubAddress, queryFromFilters, sameFilters } from './knowledge';

describe('knowledge hub filters in the address', () => {
  it('reads what it understands and writes only what differs from the defaults', () => {
    expect(filtersFromQuery({ category: 'gardening', page: '-2', search: ['a', 'b'] })).toEqual({ search: 'a', category: null, page: 1 });
    expect(filtersFromQuery({ category: 'finance', page: '3' })).toEqual({ search: '', category: 'finance', page: 3 });
    expect(queryFromFilters({ search: '  ', category: null, page: 1 })).toEqual({});
    expect(queryFromFilters({ search: ' h/c ', category: 'measurement', page: 2 })).toEqual({ search: 'h/c', category: 'measurement', page: '2' });
    expect(hubAddress({ search: 'h/c', category: 'measurement', page: 1 })).toBe('/knowledge-hub?search=h%2Fc&category=measurement');
    expect(hubAddress({ search: '', category: null, page: 1 })).toBe('/knowledge-hub');
  });

  it('compares filters as the API reads them, and asks for a page of ten articles', () => {
    expect(sameFilters({ search: 'bois ', category: null, page: 1 }, { search: 'bois', category: null, page: 1 })).toBe(true);
    expect(sameFilters({ search: 'bois', category: null, page: 1 }, { search: 'bois', category: 'finance', page: 1 })).toBe(false);
    expect(articleListQuery({ search: ' ', category: null, page: 1 })).toEqual({ page: 1, page_size: 10 });
    expect(articleListQuery({ search: ' bois', category: 'finance', page: 2 })).toEqual({ page: 2, page_size: 10, search: 'bois', category: 'finance' });
  });
});
