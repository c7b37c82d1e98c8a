import { listOfQuery } from './ProjectsList';

describe('the project list an address asks for', () => {
  it('reads the scope, page and search the server renders and the list queries alike', () => {
    expect(listOfQuery({ scope: 'shared', page: '3', search: '  kiln ' })).toEqual({ scope: 'shared', page: 3, search: 'kiln' });
  });

  it('falls back to every project, the first page and no search', () => {
    expect(listOfQuery({ scope: 'mine', page: '-2', search: '   ' })).toEqual({ scope: 'all', page: 1 });
    expect(listOfQuery({})).toEqual({ scope: 'all', page: 1 });
  });
});
