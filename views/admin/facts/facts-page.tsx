import { COMPANY_FACTS_TITLE, type CompanyFactView } from '../../../core/company-facts.js';
import { Island } from '../../app/island.js';
import { FactsDesk } from './facts-desk.js';
import * as s from '../shared/admin-ui.css.js';

/** /admin/facts (docs/product.md#253-company-facts): the awards, magazine features and testimonials the pages show. */
export function FactsPage({ facts, canChange, open, timeZone }: { facts: CompanyFactView[]; canChange: boolean; open: string | null; timeZone: string }) {
  return (
    <div>
      <div className={s.pageHead}>
        <div>
          <h1 className={s.title}>{COMPANY_FACTS_TITLE}</h1>
          <p className={s.subtitle}>
            The awards, magazine features and testimonials the public pages show. Each counts as true once a person has checked and confirmed it; the content audit
            warns about every unconfirmed fact a page shows.
          </p>
        </div>
      </div>
      <Island name="FactsDesk" component={FactsDesk} hydrate="idle" props={{ facts, canChange, open, timeZone }} />
    </div>
  );
}
