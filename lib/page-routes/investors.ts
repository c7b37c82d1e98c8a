/** The addresses of the investors' screens (see `shell.ts`). */

/** The investor's onboarding and profile. */
export const INVESTOR_PROFILE_PATH = '/investor';
/** Staff: investors awaiting activation. */
export const STAFF_INVESTORS_PATH = '/staff/investors';
