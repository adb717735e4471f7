import * as s from './form-card.css.js';

/** The card's title and intro; the title (id `${id}title`) is the form's accessible name. */
export function FormCardHeading({ id, title, intro }: { id: string; title: string; intro: string }) {
  return (
    <div>
      <h3 id={`${id}title`} className={s.title}>
        {title}
      </h3>
      <p className={s.intro}>{intro}</p>
    </div>
  );
}
