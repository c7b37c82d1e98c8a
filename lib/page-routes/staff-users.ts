/** The addresses of staff's console of users (issue 24, item 8). */
export const STAFF_USERS_PATH = '/staff/users';

/** One user's page in the console. */
export function staffUserHref(userId: string): string {
  return `${STAFF_USERS_PATH}/${encodeURIComponent(userId)}`;
}

/** The users whose erasure request waits for staff (the console's home links here). */
export const STAFF_USERS_ERASURE_REQUESTS_PATH = `${STAFF_USERS_PATH}?erasure=requested`;
