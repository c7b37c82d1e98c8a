/** API routes (each appended to `/api`): To-dos, support, proposals and the staff console. */

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
