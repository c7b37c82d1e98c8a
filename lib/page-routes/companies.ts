/** The addresses of the company pages (see `shell.ts`), issue 23. */

/** The caller's company: its profile, members and invitations. */
export const COMPANY_PATH = '/company';
/** Where an invitation's link lands: the invitee sees the company and joins once their address is confirmed. */
export const COMPANY_JOIN_PATH = '/company/join';
/** Staff's directory of developer companies. */
export const STAFF_DEVELOPERS_PATH = '/staff/developers';

export function companyJoinHref(token: string): string {
  return `${COMPANY_JOIN_PATH}?token=${encodeURIComponent(token)}`;
}

/** A developer company's public page. */
export function developerHref(companyId: string): string {
  return `/developers/${encodeURIComponent(companyId)}`;
}
