/** Every route constant of the seed (section 7), grouped by area; each is appended to `/api`. */

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

export const RESOURCE_ROUTES = {
  articles: '/resources/articles',
  templates: '/resources/templates',
  knowledgeHub: '/knowledge-hub',
} as const;

export const MONITORING_ROUTES = {
  create: '/monitoring/create',
  evidences: '/monitoring/evidences',
  evidencesArtefacts: '/monitoring/evidences_artefacts',
  charts: '/monitoring/charts',
  liveMonitoring: '/monitoring/livemonitoring',
  compute: '/monitoring/compute',
  mobileUploads: '/monitoring/mobileuploads',
  mobileUploadsItem: '/monitoring/mobileuploads_item',
  artefacts: '/monitoring/artefacts',
  templates: '/monitoring/templates',
  reactor: '/monitoring/reactor',
  measurements: '/monitoring/measurements',
  sites: '/monitoring/sites',
  alarms: '/monitoring/alarms',
  mobileUploadLogs: '/monitoring/mobile-upload-logs',
  gatherIotData: '/monitoring/gather-IOT-data',
  gatherFormData: '/monitoring/gather-form-data',
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

/** A reactor's parameters and devices: not among the seed's routes (ROUTES holds exactly those), beside the reactor's. */
export const MONITORING_SETUP_ROUTES = {
  parameters: '/monitoring/reactor/parameters',
  removedParameters: '/monitoring/reactor/parameters/removed',
  devices: '/monitoring/reactor/devices',
  alarmRules: '/monitoring/alarms/rules',
  /** Per reactor of a monitoring, its alarms not yet acknowledged, and its active ones, by severity. */
  alarmsSummary: '/monitoring/alarms/summary',
  /** Acknowledge at once every alarm of a reactor back to normal. */
  alarmsAcknowledgeCleared: '/monitoring/alarms/acknowledge-cleared',
  /** The severities whose alarms mail the caller, per monitoring. */
  alarmNotifications: '/monitoring/alarms/notifications',
  /** Corrections of stored readings. */
  corrections: '/monitoring/measurements/corrections',
  /** A device's last batches and their refusals. */
  deviceBatches: '/monitoring/reactor/devices/batches',
} as const;

/** The fleet at a glance and its alarms inbox (issue 20, R-20.13 and ): not among the seed's routes. */
export const MONITORING_FLEET_ROUTES = {
  fleet: '/monitoring/fleet',
  alarms: '/monitoring/fleet/alarms',
} as const;

/** Production batches, evidence settings and plan against actual (issue 22, R-22.1, R-22.2, R-22.5, R-22.27): not among the seed's routes. */
export const MONITORING_SUB_ROUTES = {
  batches: '/monitoring/batches',
  batchClose: '/monitoring/batches/close',
  batch: '/monitoring/batches/item',
  evidenceSettings: '/monitoring/evidence-settings',
  planVsActual: '/monitoring/plan-vs-actual',
} as const;

/** An evidence record's page, its reviews and a batch's checklist (issue 22, R-22.12, R-22.13, R-22.22): not among the seed's routes. */
export const MONITORING_EVIDENCE_ROUTES = {
  record: '/monitoring/evidences/record',
  reviews: '/monitoring/evidences/reviews',
  checklist: '/monitoring/evidences/checklist',
} as const;

/** The monitoring trail, the check of the stored files and the verifier package (issue 22, R-22.25, R-22.26): not among the seed's routes. */
export const MONITORING_PACKAGE_ROUTES = {
  trail: '/monitoring/trail',
  verifyFiles: '/monitoring/trail/verify',
  package: '/monitoring/package',
  packageEstimate: '/monitoring/package/estimate',
  /** The public key that checks every package's signature, for anyone. */
  packageKey: '/monitoring/package/public-key',
} as const;

export const TODO_ROUTES = {
  todo: '/jtbd/todo',
  project: '/jtbd/project',
  create: '/jtbd/create',
  support: '/jtbd/support',
} as const;

/** The support desk (issue 24, items 6 and 7): the user's side at the seed's `/jtbd/support`, staff's inbox under it. */
export const SUPPORT_ROUTES = {
  support: TODO_ROUTES.support,
  thread: '/jtbd/support/thread',
  reply: '/jtbd/support/reply',
  file: '/jtbd/support/file',
  inbox: '/jtbd/support/inbox',
  inboxThread: '/jtbd/support/inbox/thread',
  inboxReply: '/jtbd/support/inbox/reply',
  inboxFile: '/jtbd/support/inbox/file',
} as const;

/** OEM proposals (issue 23, item 5): an OEM sends one with POST `COMPANY_ROUTES.oemsProject`; the rest is here. */
export const PROPOSAL_ROUTES = {
  /** A project's received proposals. */
  proposals: '/proposals',
  /** One proposal in full (either side). */
  proposal: '/proposals/item',
  /** The proposals the caller's OEMs sent. */
  sent: '/proposals/sent',
  decision: '/proposals/decision',
  questions: '/proposals/questions',
  answers: '/proposals/answers',
  revisions: '/proposals/revisions',
  /** A proposal's attachments: list, bytes, upload and delete. */
  files: '/proposals/files',
} as const;

/** Staff's console (issue 24, item 11): what waits, configuration snapshots, maintenance. Not in the seed's table. */
export const STAFF_CONSOLE_ROUTES = {
  /** How many things wait for staff, one counter per module that contributes one. */
  console: '/internal/console',
  snapshots: '/internal/config/snapshots',
  archiveSnapshot: '/internal/config/snapshots/archive',
  compareSnapshots: '/internal/config/snapshots/compare',
  maintenance: '/internal/config/maintenance',
} as const;

/** All routes by area. */
export const ROUTES = {
  projects: PROJECT_ROUTES,
  users: USER_ROUTES,
  opportunities: OPPORTUNITY_ROUTES,
  signAndCommit: SIGN_AND_COMMIT_ROUTES,
  companies: COMPANY_ROUTES,
  resources: RESOURCE_ROUTES,
  monitoring: MONITORING_ROUTES,
  todo: TODO_ROUTES,
} as const;

type ValueOf<T> = T[keyof T];
export type ApiRoute = { [Area in keyof typeof ROUTES]: ValueOf<(typeof ROUTES)[Area]> }[keyof typeof ROUTES];
