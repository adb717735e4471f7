import { CardGrid } from '../../blocks/blocks.js';
import { serviceCards, whatWeDoSection } from '../../content/home-what-we-do.js';
import { QuoteLink } from '../../layout/quote-link.js';
import { SectionHeading } from '../../layout/section-heading.js';
import { button, buttonLarge } from '../../theme/button.css.js';
import { container, section } from '../../theme/utilities.css.js';
import * as s from './what-we-do-section.css.js';

/** The concise "what we do" section: three service cards and one shared quote button. */
export function WhatWeDoSection() {
  const { eyebrow, title, intro, quoteLabel, quoteNote } = whatWeDoSection;
  return (
    <section aria-labelledby="what-we-do-title" className={section}>
      <div className={container}>
        <SectionHeading id="what-we-do-title" eyebrow={eyebrow} title={title} intro={intro} />
        <div className={s.cards}>
          <CardGrid cards={serviceCards} columns={3} />
        </div>
        <div className={s.action}>
          <QuoteLink source="concise_what_we_do_section" className={`${button.primary} ${buttonLarge}`}>
            {quoteLabel}
          </QuoteLink>
          <p className={s.note}>{quoteNote}</p>
        </div>
      </div>
    </section>
  );
}
