/** API routes (each appended to `/api`): Companies and OEMs. */

export const COMPANY_ROUTES = {
  company: '/company',
  companyProjects: '/company_projects',
  companyProject: '/company_project',
  companyFiles: '/company_files',
  developer: '/developer',
  developerDetails: '/developer_details',
  internalDevelopers: '/internal/developers',
  oem: '/oem',
  oemsProject: '/oems/project',
  oemsRequirements: '/oems/requirements',
} as const;

/** OEM matching's routes beyond the seed's (issue 23): an OEM's list, a project's discoverability, staff's queue. */
export const OEM_ROUTES = {
  oemMatches: '/oems/projects',
  discoverability: '/oems/discoverability',
  internalOems: '/internal/oems',
  internalOemDecision: '/internal/oems/decision',
} as const;

/** Issue 23's company routes beside the seed's: members, invitations and the invitation's link. */
export const COMPANY_SUB_ROUTES = {
  companyMembers: '/company/members',
  companyInvitations: '/company/invitations',
  companyInvitation: '/company/invitation',
} as const;
