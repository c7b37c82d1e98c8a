/** API routes (each appended to `/api`): Opportunities, signing and commitments, the data room. */

export const OPPORTUNITY_ROUTES = {
  opportunity: '/opportunity',
  publication: '/publication',
  investor: '/investor',
  investorDetails: '/investor_details',
  internalInvestor: '/internal/investor',
  internalActivate: '/internal/activate',
  internalPublication: '/internal/publication',
  request: '/request',
  audit: '/audit',
  report: '/report',
} as const;

export const SIGN_AND_COMMIT_ROUTES = {
  sign: '/sign-and-commit-opp/sign',
  validate: '/sign-and-commit-opp/validate',
  dataroom: '/sign-and-commit-opp/dataroom',
  dataroomRequest: '/sign-and-commit-opp/dataroom_request',
  revoke: '/sign-and-commit-opp/revoke',
} as const;

/** Sub-resources of raising investment: not among the seed's routes (ROUTES holds exactly those), beside the ones they belong to. */
export const INVESTMENT_SUB_ROUTES = {
  /** The teaser documents of an opportunity. */
  teaserDocuments: '/opportunity/documents',
  /** The signed PDF of one signature. */
  signedPdf: '/sign-and-commit-opp/sign/pdf',
  /** One thread of questions, read by either side. */
  requestThread: '/request/thread',
  /** What is unread in the caller's threads, for the navigation. */
  requestUnread: '/request/unread',
  /** The activated investor's home (requirements ). */
  investorHome: '/investor/home',
  /** A copy of a signed PDF checked against the platform's seal (requirements ). */
  verifyPdf: '/sign-and-commit-opp/verify',
} as const;
