import * as s from './admin-ui.css.js';

/** A back-office page for an address that names nothing (an unknown lead or post): what, and the way back. */
export function NotFoundCard({ title, back }: { title: string; back: { href: string; label: string } }) {
  const thing = title.replace(/ not found$/, '').toLowerCase();
  return (
    <div className={s.messageCard}>
      <h1 className={s.title}>{title}</h1>
      <p className={s.cardLead}>There is no {thing} at this address. It may have been mistyped.</p>
      <a href={back.href} className={s.primaryButton}>
        {back.label}
      </a>
    </div>
  );
}
