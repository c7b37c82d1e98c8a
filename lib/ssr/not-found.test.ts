/**
 * @jest-environment node
 */
import type { GetServerSidePropsContext } from 'next';
import { isNotFoundProps, notFoundPage } from './not-found';

function context(headers: Record<string, string> = {}) {
  return { req: { headers }, res: { statusCode: 200 } } as unknown as GetServerSidePropsContext;
}

describe('the not-found answer of a page', () => {
  it('renders the not-found page with a 404 status', () => {
    const page = context();
    const answer = notFoundPage(page);
    expect(page.res.statusCode).toBe(404);
    expect(isNotFoundProps(answer.props)).toBe(true);
  });

  it("keeps 200 for the router's props fetch of a client-side navigation", () => {
    const page = context({ 'x-nextjs-data': '1' });
    expect(isNotFoundProps(notFoundPage(page).props)).toBe(true);
    expect(page.res.statusCode).toBe(200);
  });

  it('tells other props apart', () => {
    expect(isNotFoundProps({ prefetched: [] })).toBe(false);
    expect(isNotFoundProps(undefined)).toBe(false);
  });
});
