import { usePage } from '../../app/site-context.js';
import { FEATURES_SHOWN, type PublicFactView } from '../../../core/company-facts.js';
import { FactPicture, factPicture } from '../../blocks/fact-picture.js';
import { MAGAZINE_COVER_SIZE, magazineSection } from '../../content/home-magazine.js';
import { ArrowRightIcon } from '../../layout/icons.js';
import { SectionHeading } from '../../layout/section-heading.js';
import { container, section } from '../../theme/utilities.css.js';
import * as s from './magazine-section.css.js';

/**
 * The first two magazine features (the studio's company facts) with their cover art; an entry links out
 * only when it has a real article address.
 */
export function MagazineSection({ features }: { features: readonly PublicFactView<'feature'>[] }) {
  const { assets } = usePage();
  const { readLabel, ...heading } = magazineSection;
  return (
    <section aria-labelledby="magazine-title" className={`${section} ${s.band}`}>
      <div className={container}>
        <SectionHeading id="magazine-title" {...heading} />
        <ul className={s.grid}>
          {features.slice(0, FEATURES_SHOWN).map(({ id, fields: feature, image }) => (
            <li key={id} className={s.card} data-fact-id={id}>
              <FactPicture
                picture={factPicture(assets, feature.coverImage, image)}
                sizes={`${MAGAZINE_COVER_SIZE.width}px`}
                width={MAGAZINE_COVER_SIZE.width}
                height={MAGAZINE_COVER_SIZE.height}
                alt={image?.alt ?? `Cover of ${feature.publisher}, ${feature.date}`}
                loading="lazy"
                decoding="async"
                className={s.cover}
              />
              <div className={s.head}>
                <p className={s.publisher}>{feature.publisher}</p>
                <h3 className={s.title}>{feature.title}</h3>
                <p className={s.meta}>{[feature.date, feature.page, feature.featured].join(' · ')}</p>
              </div>
              <div className={s.text}>
                <p className={s.description}>{feature.description}</p>
                <p className={s.category}>{feature.category}</p>
                {feature.directPageUrl ? (
                  <a href={feature.directPageUrl} className={s.read} rel="noopener" target="_blank">
                    {readLabel}
                    <ArrowRightIcon size={16} />
                  </a>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
