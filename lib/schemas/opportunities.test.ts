import { investorDecisionSchema, investorInputSchema } from './investors';
import { opportunitiesQuerySchema, opportunityTeaserSchema, publicationDecisionSchema, publicationInputSchema } from './opportunities';

const publication = {
  project_id: '00000000-0000-4000-8000-000000000001',
  title: 'Kiln',
  summary: 'A kiln.',
  stage: 'development',
  instrument: 'equity',
  ticket_min: 100,
  ticket_max: 200,
  currency: 'EUR',
  region: 'europe',
};

describe('raising investment contracts', () => {
  it('refuses a ticket range that runs backwards, in a publication and an investor profile', () => {
    expect(publicationInputSchema.safeParse(publication).success).toBe(true);
    const backwards = publicationInputSchema.safeParse({ ...publication, ticket_min: 300 });
    expect(backwards.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['ticket_max', 'ticket_min must not exceed ticket_max']]);
    const investor = {
      organisation: 'Fund',
      ticket_min: 5,
      ticket_max: 1,
      currency: 'EUR',
      instruments: ['debt'],
      regions: ['asia'],
      stages: ['concept'],
      accreditation: 'A regulated fund investing in climate.',
    };
    expect(investorInputSchema.safeParse(investor).success).toBe(false);
    expect(investorInputSchema.safeParse({ ...investor, ticket_max: 10 }).success).toBe(true);
  });

  it('fills the publication’s lists with nothing when they are left out', () => {
    expect(publicationInputSchema.parse(publication)).toMatchObject({ teaser_file_ids: [], public_fields: [] });
    expect(publicationInputSchema.safeParse({ ...publication, public_fields: ['ticket_min'] }).success).toBe(false);
  });

  it('needs a reason to reject a publication or refuse an investor, none to approve', () => {
    const id = '00000000-0000-4000-8000-000000000002';
    expect(publicationDecisionSchema.safeParse({ publication_id: id, decision: 'approve' }).success).toBe(true);
    expect(publicationDecisionSchema.safeParse({ publication_id: id, decision: 'reject' }).success).toBe(false);
    expect(publicationDecisionSchema.safeParse({ publication_id: id, decision: 'reject', reason: '   ' }).success).toBe(false);
    expect(investorDecisionSchema.safeParse({ investor_id: id, decision: 'refuse', reason: 'Unverifiable' }).success).toBe(true);
    expect(investorDecisionSchema.safeParse({ investor_id: id, decision: 'refuse' }).success).toBe(false);
  });

  it('reads the list’s query string with snake_case names and defaults', () => {
    expect(opportunitiesQuerySchema.parse({ ticket_min: '1000', page_size: '5' })).toEqual({ ticket_min: 1000, sort: 'newest', page: 1, page_size: 5 });
    expect(opportunitiesQuerySchema.safeParse({ sort: 'random' }).success).toBe(false);
  });

  it('lets a teaser hold only the title and date', () => {
    expect(opportunityTeaserSchema.safeParse({ id: publication.project_id, title: 'Kiln', published_at: '2026-11-25T10:00:00.000Z' }).success).toBe(true);
  });
});
