import { leadPoster } from '../../client/lead-api.js';
import {
  buildFreightAgentPayload,
  freightAgentProblems,
  RECRUITMENT_LIMITS,
  type FreightAgentField,
  type FreightAgentValues,
} from '../../client/recruitment-payload.js';
import type { LeadFormPostView } from '../../core/lead-form-post.js';
import { Field } from '../forms/field.js';
import { useLeadForm } from '../forms/use-lead-form.js';
import { CheckboxGroup, ContactFields, LeadFormShell, RadioGroup, type ContactProps } from './form-parts.js';
import { commonCopy, freightAgentCopy as copy, problemMessages, stateChoices } from './recruitment-copy.js';

/** Island props (serializable): how to reach the recruiting team, and the server's answer to a post without script. */
export type FreightAgentFormProps = ContactProps & { posted?: LeadFormPostView };

const EMPTY: FreightAgentValues = {
  company: '',
  contactName: '',
  email: '',
  phone: '',
  yearsExperience: '',
  hasBookOfBusiness: '',
  statesServed: [],
  message: '',
};

const LABELS: Record<FreightAgentField, string> = { ...commonCopy.labels, ...copy.labels };

const postInquiry = leadPoster('/api/freight-agent-inquiries');

/**
 * A prospective freight agent asks to join (POST /api/freight-agent-inquiries,
 * docs/product.md#16-recruitment-leads). Mounted by the freight agent recruitment page in its #apply section.
 */
export function FreightAgentForm(contact: FreightAgentFormProps) {
  const form = useLeadForm({
    posted: contact.posted,
    empty: EMPTY,
    post: postInquiry,
    build: buildFreightAgentPayload,
    labels: LABELS,
    limits: RECRUITMENT_LIMITS,
    check: (values) => problemMessages(freightAgentProblems(values), LABELS),
    log: '[recruitment]',
  });
  const { id, values, setValue, errors, field: text } = form;

  return (
    <LeadFormShell form="freight_agent" copy={copy} contact={{ phone: contact.phone, phoneHref: contact.phoneHref, email: contact.email }} {...form}>
      <ContactFields field={text} />
      <Field {...text('yearsExperience')} inputMode="numeric" pattern="[0-9]*" hint={copy.hints.yearsExperience} autoComplete="off" />
      <RadioGroup
        id={`${id}hasBookOfBusiness`}
        name="hasBookOfBusiness"
        legend={LABELS.hasBookOfBusiness}
        choices={[
          { value: 'yes', label: copy.yes },
          { value: 'no', label: copy.no },
        ]}
        value={values.hasBookOfBusiness}
        onChange={(value) => setValue('hasBookOfBusiness', value === 'yes' ? 'yes' : 'no')}
        error={errors.hasBookOfBusiness}
      />
      <CheckboxGroup
        {...form.choices('statesServed')}
        choices={stateChoices}
        hint={copy.hints.statesServed}
        compact={{ selectAll: commonCopy.selectAllStates, clear: commonCopy.clearStates }}
      />
      <Field {...text('message')} kind="textarea" wide placeholder={copy.messagePlaceholder} />
    </LeadFormShell>
  );
}
FreightAgentForm.displayName = 'FreightAgentForm' as const; // its island name (views/app/islands.ts)
