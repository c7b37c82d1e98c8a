/* The addresses of the questions' screens (requirements R-21.1): the inbox and one thread, for both sides. */

/** The caller's threads: an investor's questions, the questions on a developer's opportunities. */
export const QUESTIONS_PATH = '/requests';

/** One thread, where both sides read and answer it (the link of every question mail). */
export function requestHref(requestId: string): string {
  return `${QUESTIONS_PATH}/${encodeURIComponent(requestId)}`;
}
