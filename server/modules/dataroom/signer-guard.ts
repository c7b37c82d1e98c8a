import type { Database } from '@/server/db/client';
import { inJson, namedId, type RecordCheck } from '@/server/http/access/record';
import { currentUser } from '@/server/http/context';
import { ApiError } from '@/server/http/errors';
import { isListed } from '@/server/modules/opportunities/public';
import { isActivatedInvestor } from './access';

export type HasSigned = (db: Database, opportunityId: string, investorId: string) => Promise<boolean>;

/**
 * The record of the `opportunity-signer` class: the opportunity named by `opportunity_id`, which the caller (an
 * activated investor: 403 otherwise) must have signed — that very opportunity's commitment, never another's (403
 * with `detail.reason` `not_signed`); 404 when it is not listed.
 */
export function signedOpportunity(db: Database, hasSigned: HasSigned): RecordCheck {
  return {
    kind: 'opportunity',
    guard(access) {
      if (access !== 'opportunity-signer') throw new Error(`A signed opportunity is not the record of the ${access} class`);
      return async (c, next) => {
        const user = currentUser(c);
        if (!isActivatedInvestor(user)) throw new ApiError(403, 'Only an investor the Groundwork team has activated can request a data room');
        const opportunityId = await namedId(c, inJson('opportunity_id'));
        if (opportunityId !== undefined) {
          if (!(await isListed(db, opportunityId))) throw new ApiError(404, 'No published opportunity has this id');
          if (!(await hasSigned(db, opportunityId, user.id))) {
            throw new ApiError(403, 'Sign the commitment of this opportunity before requesting its data room', { reason: 'not_signed' });
          }
        }
        await next();
      };
    },
  };
}
