import * as f from './admin-forms.css.js';

/**
 * One choice of a back-office filter form (the inbox, the audit's findings): a labelled select whose first
 * option, "Any …", leaves the filter out, then each value with its words.
 */
export function FilterSelect<V extends string>({ id, name, label, any, value, values, words }: {
  id: string;
  name: string;
  label: string;
  /** The empty choice's text ("Any kind"). */
  any: string;
  value: string | undefined;
  values: readonly V[];
  words: (value: V) => string;
}) {
  return (
    <div className={f.field}>
      <label htmlFor={id} className={f.label}>
        {label}
      </label>
      <select id={id} name={name} className={f.select} defaultValue={value ?? ''}>
        <option value="">{any}</option>
        {values.map((choice) => (
          <option key={choice} value={choice}>
            {words(choice)}
          </option>
        ))}
      </select>
    </div>
  );
}
