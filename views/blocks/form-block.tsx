import { Island } from '../app/island.js';
import { usePage } from '../app/site-context.js';
import type { FormBlock } from '../content/page-content.js';
import { CarrierApplicationForm } from '../recruitment/carrier-application-form.js';
import { FreightAgentForm } from '../recruitment/freight-agent-form.js';
import { Paragraphs } from './block-section.js';
import * as s from './blocks.css.js';

/** A recruitment form island beside its copy (docs/product.md#16-recruitment-leads). */
export function FormBlockBody({ block }: { block: FormBlock }) {
  const { site, form } = usePage();
  const name = block.form === 'freight-agent' ? 'freight_agent' : 'carrier_application';
  const props = { phone: site.phone, phoneHref: site.phoneHref, email: site.email, ...(form?.form === name && { posted: form }) };
  return (
    <div className={s.contactLayout}>
      <Paragraphs paragraphs={block.paragraphs} />
      {block.form === 'freight-agent' ? (
        <Island name="FreightAgentForm" component={FreightAgentForm} hydrate="visible" props={props} />
      ) : (
        <Island name="CarrierApplicationForm" component={CarrierApplicationForm} hydrate="visible" props={props} />
      )}
    </div>
  );
}
