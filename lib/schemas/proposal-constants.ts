/** Proposals (issue 23): the values both the server and the browser name, without zod, so a form does not load it. */
export const PROPOSAL_CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF'] as const;
