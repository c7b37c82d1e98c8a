/* The address of an opportunity's data room (see `shell.ts`). */
import { opportunityHref } from './opportunities';

/** An opportunity's data room: the developer manages it, an investor views the folders granted (or asks for access). */
export function dataroomHref(opportunityId: string): string {
  return `${opportunityHref(opportunityId)}/dataroom`;
}
