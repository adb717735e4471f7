import { leadPoster } from '../../client/lead-api.js';
import {
  buildCarrierPayload,
  carrierProblems,
  RECRUITMENT_LIMITS,
  type CarrierField,
  type CarrierValues,
} from '../../client/recruitment-payload.js';
import { CARRIER_NUMBER_PATTERN } from '../../core/recruitment-options.js';
import type { LeadFormPostView } from '../../core/lead-form-post.js';
import { Field } from '../forms/field.js';
import { useLeadForm } from '../forms/use-lead-form.js';
import { CheckboxGroup, ConfirmCheckbox, ContactFields, LeadFormShell, type ContactProps } from './form-parts.js';
import { carrierCopy as copy, commonCopy, equipmentChoices, problemMessages, stateChoices } from './recruitment-copy.js';

/** Island props (serializable): how to reach the recruiting team, and the server's answer to a post without script. */
export type CarrierApplicationFormProps = ContactProps & { posted?: LeadFormPostView };

const EMPTY: CarrierValues = {
  company: '',
  contactName: '',
  email: '',
  phone: '',
  mcNumber: '',
  usdotNumber: '',
  equipmentTypes: [],
  statesServed: [],
  insuranceConfirmed: false,
  message: '',
};

const LABELS: Record<CarrierField, string> = { ...commonCopy.labels, ...copy.labels };

/** The HTML pattern of the MC and USDOT inputs: CARRIER_NUMBER_PATTERN without its anchors (pattern is anchored). */
const CARRIER_NUMBER_HTML_PATTERN = CARRIER_NUMBER_PATTERN.source.replace(/^\^|\$$/g, '');

const postApplication = leadPoster('/api/carrier-applications');

/**
 * A carrier partner applies (POST /api/carrier-applications, docs/product.md#16-recruitment-leads). Mounted
 * by the carrier partner application page in its #apply section.
 */
export function CarrierApplicationForm(contact: CarrierApplicationFormProps) {
  const form = useLeadForm({
    posted: contact.posted,
    empty: EMPTY,
    post: postApplication,
    build: buildCarrierPayload,
    labels: LABELS,
    limits: RECRUITMENT_LIMITS,
    check: (values) => problemMessages(carrierProblems(values), LABELS, copy.problems),
    log: '[recruitment]',
  });
  const { id, values, setValue, errors, field: text } = form;
  const digits = { inputMode: 'numeric', pattern: CARRIER_NUMBER_HTML_PATTERN, autoComplete: 'off' } as const;

  return (
    <LeadFormShell form="carrier_application" copy={copy} contact={{ phone: contact.phone, phoneHref: contact.phoneHref, email: contact.email }} {...form}>
      <ContactFields field={text} />
      <Field {...text('mcNumber')} {...digits} hint={copy.hints.mcNumber} />
      <Field {...text('usdotNumber')} {...digits} required hint={copy.hints.usdotNumber} />
      <CheckboxGroup {...form.choices('equipmentTypes')} choices={equipmentChoices} required />
      <CheckboxGroup
        {...form.choices('statesServed')}
        choices={stateChoices}
        required
        hint={copy.hints.statesServed}
        compact={{ selectAll: commonCopy.selectAllStates, clear: commonCopy.clearStates }}
      />
      <ConfirmCheckbox
        id={`${id}insuranceConfirmed`}
        name="insuranceConfirmed"
        label={LABELS.insuranceConfirmed}
        checked={values.insuranceConfirmed}
        onChange={(checked) => setValue('insuranceConfirmed', checked)}
        error={errors.insuranceConfirmed}
      />
      <Field {...text('message')} kind="textarea" wide placeholder={copy.messagePlaceholder} />
    </LeadFormShell>
  );
}
CarrierApplicationForm.displayName = 'CarrierApplicationForm' as const; // its island name (views/app/islands.ts)
