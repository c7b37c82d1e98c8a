/**
 * The support desk's constants (issue 24, items 6 and 7), apart from the schemas so that pages and the server read
 * them without zod.
 */

/** new: nobody on staff has answered yet; open: being worked on; waiting: for the user's answer; resolved. */
export const SUPPORT_STATES = ['new', 'open', 'waiting', 'resolved'] as const;
export type SupportState = (typeof SUPPORT_STATES)[number];

/** A first reply from staff is due within this many business days (Saturday and Sunday do not count). */
export const SUPPORT_FIRST_REPLY_BUSINESS_DAYS = 1;

export const SUPPORT_SUBJECT_MAX = 160;
export const SUPPORT_MESSAGE_MAX = 5000;
export const SUPPORT_PAGE_MAX = 500;
/** Most requests one list answers (newest first). */
export const SUPPORT_LIST_LIMIT = 200;
