import type { ComponentType } from 'react';
import { serviceCards, whatWeDoSection, type ServiceCardIcon } from '../../content/home-what-we-do.js';
import { CheckIcon, TruckIcon, type IconProps } from '../../layout/icons.js';
import { QuoteLink } from '../../layout/quote-link.js';
import { SectionHeading } from '../../layout/section-heading.js';
import { button, buttonLarge } from '../../theme/button.css.js';
import { container, section } from '../../theme/utilities.css.js';
import { BriefcaseIcon, PlaneIcon } from './home-icons.js';
import * as s from './what-we-do-section.css.js';

const icons: Record<ServiceCardIcon, ComponentType<IconProps>> = {
  'hand-carry': BriefcaseIcon,
  air: PlaneIcon,
  ground: TruckIcon,
};

/** The concise "what we do" section: three service cards and one shared quote button. */
export function WhatWeDoSection() {
  const { eyebrow, title, intro, quoteLabel, quoteNote } = whatWeDoSection;
  return (
    <section aria-labelledby="what-we-do-title" className={section}>
      <div className={container}>
        <SectionHeading id="what-we-do-title" eyebrow={eyebrow} title={title} intro={intro} />
        <ul className={s.cards}>
          {serviceCards.map((card) => {
            const Icon = icons[card.icon];
            return (
              <li key={card.title} className={s.card}>
                <span className={s.icon}>
                  <Icon size={26} />
                </span>
                <h3 className={s.title}>
                  <a href={card.href} className={s.titleLink}>
                    {card.title}
                  </a>
                </h3>
                <p className={s.description}>{card.description}</p>
                <ul className={s.features}>
                  {card.features.map((feature) => (
                    <li key={feature} className={s.feature}>
                      <CheckIcon size={18} className={s.check} />
                      {feature}
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
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
