import { useId, useState } from 'react';
import { confirmFact, removeFact } from '../../../client/admin-api/facts.js';
import { FACT_KIND_LABELS, FACT_KIND_PLURALS, FACT_KINDS, FEATURES_SHOWN, type CompanyFactView, type FactKind } from '../../../core/company-facts.js';
import * as a from '../accounts/accounts.css.js';
import * as f from '../shared/admin-forms.css.js';
import { FormField } from '../shared/form-field.js';
import { FactCard } from './fact-card.js';
import { FactEditor } from './fact-editor.js';
import * as s from './facts.css.js';
import { primaryButton } from '../shared/admin-ui.css.js';

export interface FactsDeskProps {
  facts: CompanyFactView[];
  /** Admins and editors add, change, confirm and remove facts; a viewer reads them. */
  canChange: boolean;
  /** The name of a fact to open (`?fact=`, from the optimizer's finding), or null. */
  open: string | null;
  timeZone: string;
}

const KIND_NOTES: Record<FactKind, string> = {
  award: 'The home page’s awards carousel shows them in this order.',
  feature: `The home page shows the first ${FEATURES_SHOWN}.`,
  testimonial: 'The case studies page shows them in this order.',
};

type Editing = { kind: FactKind; fact: CompanyFactView | null } | null;

/**
 * /admin/facts (docs/product.md#253-company-facts): the awards, magazine features and testimonials the
 * pages show, by kind. Admins and editors add and change them (a change unconfirms a confirmed fact),
 * confirm them after checking, and remove them; a viewer reads them.
 */
export function FactsDesk({ facts, canChange, open, timeZone }: FactsDeskProps) {
  const id = useId();
  const [rows, setRows] = useState(facts);
  const openedFact = open ? facts.find((fact) => fact.name === open) ?? null : null;
  const [editing, setEditing] = useState<Editing>(canChange && openedFact ? { kind: openedFact.kind, fact: openedFact } : null);
  const [newKind, setNewKind] = useState<FactKind>('award');
  const [said, setSaid] = useState('');

  const saved = (fact: CompanyFactView) => {
    setRows((current) => (current.some((row) => row.id === fact.id) ? current.map((row) => (row.id === fact.id ? fact : row)) : [...current, fact]));
    setEditing(null);
    setSaid(`Saved: ${fact.name}.${fact.confirmedAt ? '' : ' It is unconfirmed until someone confirms it.'}`);
  };
  const confirm = async (fact: CompanyFactView) => {
    const confirmed = await confirmFact(fact.id);
    setRows((current) => current.map((row) => (row.id === fact.id ? confirmed : row)));
    setSaid(`Confirmed: ${fact.name}.`);
  };
  const remove = async (fact: CompanyFactView) => {
    await removeFact(fact.id);
    setRows((current) => current.filter((row) => row.id !== fact.id));
    setSaid(`Removed: ${fact.name}.`);
  };

  return (
    <div className={a.sections}>
      {canChange ? (
        <section className={a.panel} aria-labelledby={`${id}-add`}>
          <h2 id={`${id}-add`} className={a.heading}>
            Add a fact
          </h2>
          <div className={s.addRow}>
            <FormField id={`${id}-kind`} label="Kind">
              <select id={`${id}-kind`} className={f.select} value={newKind} onChange={(event) => setNewKind(event.target.value as FactKind)}>
                {FACT_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {FACT_KIND_LABELS[kind]}
                  </option>
                ))}
              </select>
            </FormField>
            <button type="button" className={primaryButton} onClick={() => setEditing({ kind: newKind, fact: null })}>
              Add
            </button>
          </div>
        </section>
      ) : null}
      {editing ? <FactEditor key={editing.fact?.id ?? `new-${editing.kind}`} kind={editing.kind} fact={editing.fact} onSaved={saved} onCancel={() => setEditing(null)} /> : null}
      <p role="status" className={said ? a.success : undefined}>
        {said}
      </p>
      {FACT_KINDS.map((kind) => {
        const ofKind = rows.filter((fact) => fact.kind === kind);
        return (
          <section key={kind} className={a.panel} aria-labelledby={`${id}-${kind}`}>
            <h2 id={`${id}-${kind}`} className={a.heading}>
              {FACT_KIND_PLURALS[kind]}
            </h2>
            <p className={a.hint}>
              {KIND_NOTES[kind]} Times in {timeZone}.
            </p>
            {ofKind.length === 0 ? (
              <p className={a.hint}>None: the page leaves this part out.</p>
            ) : (
              <ul className={a.list} aria-labelledby={`${id}-${kind}`}>
                {ofKind.map((fact) => (
                  <FactCard
                    key={fact.id}
                    fact={fact}
                    canChange={canChange}
                    opened={fact.id === openedFact?.id}
                    timeZone={timeZone}
                    onEdit={(chosen) => setEditing({ kind: chosen.kind, fact: chosen })}
                    onConfirm={confirm}
                    onRemove={remove}
                  />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
FactsDesk.displayName = 'FactsDesk' as const;
