/*
 * Limits of the questions (requirements ), apart from the zod schemas so that the question forms read them without
 * zod in their page's first load (issue 25). `information-requests.ts` exports them again.
 */

export const MESSAGE_MAX_LENGTH = 4000;
