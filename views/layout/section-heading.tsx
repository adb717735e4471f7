import { eyebrow as eyebrowClass, lead, sectionTitle } from '../theme/utilities.css.js';
import * as s from './section-heading.css.js';

interface SectionHeadingProps {
  eyebrow?: string;
  title: string;
  intro?: string;
  /** Id of the heading, for aria-labelledby on the section. */
  id: string;
  className?: string;
}

/** Eyebrow, H2 and lead paragraph at the top of a page section. */
export function SectionHeading({ eyebrow, title, intro, id, className }: SectionHeadingProps) {
  return (
    <div className={className ? `${s.heading} ${className}` : s.heading}>
      {eyebrow ? <p className={eyebrowClass}>{eyebrow}</p> : null}
      <h2 id={id} className={sectionTitle}>
        {title}
      </h2>
      {intro ? <p className={lead}>{intro}</p> : null}
    </div>
  );
}
