import { projectHref } from './projects';

/** The OEM pages (issue 23): its offer (sign-up first), its requirements, its matched projects, staff's queue. */
export const OEM_PATH = '/oem';
export const OEM_REQUIREMENTS_PATH = '/oems/requirements';
export const OEM_MATCHES_PATH = '/oems/matches';
export const STAFF_OEMS_PATH = '/staff/oems';

/** A project's matched OEMs, criterion by criterion. */
export function projectMatchesHref(projectId: string): string {
  return `${projectHref(projectId)}/oems`;
}
