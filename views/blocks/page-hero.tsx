import type { ReactNode } from 'react';
import type { Hero } from '../content/page-content.js';
import type { LinkItem, Stat } from '../content/types.js';
import { CheckIcon } from '../layout/icons.js';
import { container, darkSurface, eyebrow } from '../theme/utilities.css.js';
import { ActionRow } from './action-button.js';
import * as s from './page-hero.css.js';

/** A picture behind the hero's copy (a city's photo or artwork), dimmed so the text keeps its contrast. */
export interface HeroBackdrop {
  url: string;
  width: number;
  height: number;
}

interface PageHeroProps {
  hero: Hero;
  /** Home > ... > this page; the last crumb is the current page. */
  crumbs: readonly LinkItem[];
  /** Replaces the checklist panel, e.g. a case study's fact sheet or a guide's byline. */
  aside?: ReactNode;
  /** Under the intro, e.g. a guide's dates. */
  byline?: ReactNode;
  backdrop?: HeroBackdrop;
}

/** The top of every content page: breadcrumbs, eyebrow, the page's H1, intro, actions, a side panel and stats. */
export function PageHero({ hero, crumbs, aside, byline, backdrop }: PageHeroProps) {
  const panel = aside ?? (hero.panel ? <HeroPanel title={hero.panel.title} points={hero.panel.points} /> : null);
  return (
    <section aria-labelledby="page-title" className={`${darkSurface} ${s.hero}`}>
      {backdrop ? <img src={backdrop.url} width={backdrop.width} height={backdrop.height} alt="" className={s.backdrop} /> : null}
      <div className={container}>
        <Breadcrumbs crumbs={crumbs} />
        <div className={s.inner}>
          <div className={s.copy}>
            <p className={eyebrow}>{hero.eyebrow}</p>
            <h1 id="page-title" className={s.title}>
              {hero.title}
            </h1>
            {byline}
            <p className={s.intro}>{hero.intro}</p>
            <ActionRow actions={hero.actions} className={s.actions} onDark />
          </div>
          {panel}
          {hero.stats?.length ? <HeroStats stats={hero.stats} /> : null}
        </div>
      </div>
    </section>
  );
}

/** A row of figures across the bottom of a navy hero (the home page's too). */
export function HeroStats({ stats }: { stats: readonly Stat[] }) {
  return (
    <dl className={s.stats}>
      {stats.map((stat) => (
        <div key={stat.label} className={s.stat}>
          <dt className={s.statLabel}>{stat.label}</dt>
          <dd className={s.statValue}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function HeroPanel({ title, points }: { title: string; points: readonly string[] }) {
  return (
    <div className={s.panel}>
      <h2 className={s.panelTitle}>{title}</h2>
      <ul className={s.panelPoints}>
        {points.map((point) => (
          <li key={point} className={s.panelPoint}>
            <CheckIcon size={18} className={s.check} />
            {point}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A fact sheet panel (label and value pairs). */
export function FactPanel({ title, facts }: { title: string; facts: readonly { label: string; value: string }[] }) {
  return (
    <div className={s.panel}>
      <h2 className={s.panelTitle}>{title}</h2>
      <dl className={s.facts}>
        {facts.map((fact) => (
          <div key={fact.label} className={s.fact}>
            <dt className={s.factLabel}>{fact.label}</dt>
            <dd className={s.factValue}>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** Where the page sits; mirrors the BreadcrumbList JSON-LD. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly LinkItem[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className={s.crumbs}>
        {crumbs.map((crumb, i) => (
          <li key={crumb.href} className={s.crumb}>
            {i === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.label}</span>
            ) : (
              <a href={crumb.href} className={s.crumbLink}>
                {crumb.label}
              </a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
