import { APPROVED_CLAIMS_TITLE, type ApprovedClaimView } from '../../../core/approved-claims.js';
import { Island } from '../../app/island.js';
import { ClaimsDesk } from './claims-desk.js';
import * as s from '../shared/admin-ui.css.js';

/** /admin/claims (docs/product.md#231-approved-marketing-claims): the claims pages may make, and the figures each allows. */
export function ClaimsPage({ claims, canChange, figure, timeZone }: { claims: ApprovedClaimView[]; canChange: boolean; figure: string | null; timeZone: string }) {
  return (
    <div>
      <div className={s.pageHead}>
        <div>
          <h1 className={s.title}>{APPROVED_CLAIMS_TITLE}</h1>
          <p className={s.subtitle}>
            The marketing claims pages may make. The content audit reports every figure in the copy that no claim here approves; each run reads the list as it stands
            when the run starts.
          </p>
        </div>
      </div>
      <Island name="ClaimsDesk" component={ClaimsDesk} hydrate="idle" props={{ claims, canChange, figure, timeZone }} />
    </div>
  );
}
