import { stateCards, stateCardsSection, stateCityLinks } from '../../content/home-states.js';
import { ArrowRightIcon, MapPinIcon } from '../../layout/icons.js';
import { LinkList } from '../../layout/link-list.js';
import { SectionHeading } from '../../layout/section-heading.js';
import { button, buttonLarge } from '../../theme/button.css.js';
import { container, section } from '../../theme/utilities.css.js';
import * as s from './state-cards-section.css.js';

/** The four states with a dedicated page, four city pages each, and the way to every city. */
export function StateCardsSection() {
  const { eyebrow, title, intro, stateLinkLabel, allCities } = stateCardsSection;
  return (
    <section aria-labelledby="states-title" className={`${section} ${s.band}`}>
      <div className={container}>
        <SectionHeading id="states-title" eyebrow={eyebrow} title={title} intro={intro} />
        <ul className={s.grid}>
          {stateCards.map((state) => {
            const titleId = `state-${state.slug}`;
            return (
              <li key={state.slug} className={s.card}>
                <h3 id={titleId} className={s.title}>
                  <a href={`/locations/${state.slug}`} className={s.stateLink}>
                    <span>
                      {state.name}
                      <span className={s.stateHint}> {stateLinkLabel}</span>
                    </span>
                    <ArrowRightIcon size={18} className={s.arrow} />
                  </a>
                </h3>
                <p className={s.description}>{state.description}</p>
                <p className={s.airports}>
                  <MapPinIcon size={16} />
                  Airports: {state.airports.join(', ')}
                </p>
                <LinkList links={stateCityLinks(state)} labelledBy={titleId} className={s.cities} linkClassName={s.city} />
              </li>
            );
          })}
        </ul>
        <div className={s.action}>
          <a href={allCities.href} className={`${button.secondary} ${buttonLarge}`}>
            {allCities.label}
          </a>
        </div>
      </div>
    </section>
  );
}
