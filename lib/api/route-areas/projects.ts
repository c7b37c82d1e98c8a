/** API routes (each appended to `/api`): Projects, users and accounts. */

export const PROJECT_ROUTES = {
  project: '/project',
  createProject: '/create_project',
  share: '/share',
  projects: '/projects',
  step: '/step',
  section: '/section',
  question: '/question',
  assessment: '/assessment',
  support: '/support',
  compute: '/compute',
  ownership: '/ownership',
  getOwnership: '/get_ownership',
  files: '/files',
  autofill: '/autofill',
  /** Spelled as the seed spells it. */
  getProjectQuestionnaire: '/get_project_questionnarie',
} as const;

export const USER_ROUTES = {
  users: '/users',
  me: '/me',
  contact: '/contact',
  profiles: '/profiles',
  internalUsers: '/internal/users',
  internalUsersExport: '/internal/users_export',
  internalSigninExport: '/internal/signin_export',
  internalUserDelete: '/internal/user_delete',
} as const;

/** Staff's user routes beyond the seed's list, beside `/internal/users`. */
export const STAFF_USER_ROUTES = {
  /** One user's page: roles, projects, company, sign-ins. */
  internalUserDetails: '/internal/users/details',
  /** Staff decline a user's erasure request, with a reason. */
  internalUserDeleteDecline: '/internal/user_delete/decline',
} as const;

/** Account routes beyond the seed's list: the built-in provider's address confirmation and password change. */
export const ACCOUNT_ROUTES = {
  verification: '/me/verification',
  password: '/me/password',
  /** The caller's request to erase their account: read it, or ask. */
  erasure: '/me/erasure',
} as const;
