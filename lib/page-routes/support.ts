/** The addresses of the support desk's pages (issue 24, items 6 and 7). */

export const SUPPORT_PATH = '/support';
export const STAFF_SUPPORT_PATH = '/staff/support';

/** A request's thread, for the user who sent it. */
export function supportRequestHref(requestId: string): string {
  return `${SUPPORT_PATH}/${encodeURIComponent(requestId)}`;
}

/** Staff's inbox, opened on one request. */
export function staffSupportHref(requestId?: string): string {
  return requestId ? `${STAFF_SUPPORT_PATH}?id=${encodeURIComponent(requestId)}` : STAFF_SUPPORT_PATH;
}
