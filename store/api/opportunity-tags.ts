/**
 * The opportunities' cache tags, apart from their endpoints: another area invalidates them (staff's investor decisions
 * refresh the opportunity lists) without bringing every opportunity endpoint into its page's JavaScript.
 */
export const opportunityTag = {
  list: { type: 'Opportunity', id: 'LIST' },
  one: (id: string) => ({ type: 'Opportunity' as const, id }),
  publication: (projectId: string) => ({ type: 'Opportunity' as const, id: `publication:${projectId}` }),
  queue: { type: 'Opportunity', id: 'QUEUE' },
  requests: { type: 'Opportunity', id: 'REQUESTS' },
} as const;
