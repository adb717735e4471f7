import type { DescribedLink } from '../content/types.js';
import { ArrowRightIcon } from './icons.js';
import * as s from './link-card-grid.css.js';

interface LinkCardGridProps {
  links: readonly DescribedLink[];
  /** Columns on desktop (one on mobile, two on tablet). */
  columns: 3 | 4;
}

/** A grid of link cards: title with an arrow, and a one-line description. */
export function LinkCardGrid({ links, columns }: LinkCardGridProps) {
  return (
    <ul className={s.grid[columns]}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} className={s.card}>
            <span className={s.cardTitle}>
              {link.label}
              <ArrowRightIcon size={18} className={s.arrow} />
            </span>
            <span className={s.cardText}>{link.description}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
