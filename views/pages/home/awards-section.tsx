import { Island } from '../../app/island.js';
import { usePage } from '../../app/site-context.js';
import type { PublicFactView } from '../../../core/company-facts.js';
import { AWARD_IMAGE_SIZE, AWARD_INTERVAL_MS, awardsCta, awardsSection } from '../../content/home-awards.js';
import { PhoneIcon } from '../../layout/icons.js';
import { QuoteLink } from '../../layout/quote-link.js';
import { SectionHeading } from '../../layout/section-heading.js';
import { button, buttonLarge } from '../../theme/button.css.js';
import { container, darkSurface, section } from '../../theme/utilities.css.js';
import { factPicture } from '../../blocks/fact-picture.js';
import { AwardsCarousel, type AwardSlide } from './awards-carousel.js';
import * as s from './awards-section.css.js';

/**
 * The awards carousel (an island, hydrated when it scrolls near) beside a get-quote call to action. The
 * awards are the studio's company facts, in their order; without any, the call to action stands alone.
 */
export function AwardsSection({ awards }: { awards: readonly PublicFactView<'award'>[] }) {
  const { site, assets } = usePage();
  const { carouselLabel, ...heading } = awardsSection;
  const slides = awards.map(({ id, fields: { image, ...award }, image: upload }): AwardSlide => ({
    ...award,
    id,
    picture: factPicture(assets, image, upload),
    alt: upload?.alt ?? `${award.title} badge, ${award.year}`,
  }));
  return (
    <section aria-labelledby="awards-title" className={section}>
      <div className={container}>
        <SectionHeading id="awards-title" {...heading} />
        <div className={s.layout}>
          {slides.length > 0 ? (
          <Island
            name="AwardsCarousel"
            component={AwardsCarousel}
            hydrate="visible"
            props={{
              label: carouselLabel,
              awards: slides,
              imageWidth: AWARD_IMAGE_SIZE.width,
              imageHeight: AWARD_IMAGE_SIZE.height,
              intervalMs: AWARD_INTERVAL_MS,
            }}
          />
          ) : null}
          <div className={`${darkSurface} ${s.cta}`}>
            <h3 className={s.ctaTitle}>{awardsCta.title}</h3>
            <p className={s.ctaText}>{awardsCta.text}</p>
            <QuoteLink source="awards_section_cta" className={`${button.primary} ${buttonLarge}`}>
              {awardsCta.quoteLabel}
            </QuoteLink>
            <p className={s.call}>
              {awardsCta.callLabel}
              <a href={site.phoneHref} className={s.phone}>
                <PhoneIcon size={18} />
                {site.phone}
              </a>
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
