import { useAsset, usePage } from '../../app/site-context.js';
import { HeroStats } from '../../blocks/page-hero.js';
import { hero, heroStats } from '../../content/home.js';
import { CheckIcon, PhoneIcon } from '../../layout/icons.js';
import { QuoteLink } from '../../layout/quote-link.js';
import { button, buttonLarge } from '../../theme/button.css.js';
import { container, darkSurface, eyebrow } from '../../theme/utilities.css.js';
import * as block from '../../blocks/page-hero.css.js';
import * as s from './hero-section.css.js';

export function HeroSection() {
  const { site } = usePage();
  const artwork = useAsset('hero-routes.svg');
  return (
    <section id="home" aria-labelledby="hero-title" className={`${darkSurface} ${s.hero}`}>
      <img src={artwork} width={1200} height={700} alt="" className={s.artwork} />
      <div className={`${container} ${block.inner}`}>
        <div className={s.copy}>
          <p className={eyebrow}>{hero.eyebrow}</p>
          <h1 id="hero-title" className={block.title}>
            {hero.title}
          </h1>
          <p className={s.intro}>{hero.intro}</p>
          <div className={block.actions}>
            <QuoteLink source="hero_section" className={`${button.primary} ${buttonLarge}`}>
              {hero.quoteLabel}
            </QuoteLink>
            <a
              href="#services"
              className={`${button.outlineOnDark} ${buttonLarge}`}
              data-track-event="learn_more_click"
              data-track-category="hero"
            >
              {hero.servicesLabel}
            </a>
          </div>
        </div>

        <div className={block.panel}>
          <h2 className={block.panelTitle}>
            {hero.deskTitle}
          </h2>
          <p className={s.deskIntro}>{hero.deskIntro}</p>
          <a href={site.phoneHref} className={s.deskPhone}>
            <PhoneIcon size={22} />
            {site.phone}
          </a>
          <ul className={s.deskPoints}>
            {hero.deskPoints.map((point) => (
              <li key={point}>
                <CheckIcon size={18} className={s.check} />
                {point}
              </li>
            ))}
          </ul>
        </div>

        <HeroStats stats={heroStats} />
      </div>
    </section>
  );
}
