import type { CityView } from '../../../core/render-contract.js';
import { definePage, type AnyPage, type PageProps } from '../../app/page.js';
import { usePage } from '../../app/site-context.js';
import { BlockSection, Paragraphs } from '../../blocks/block-section.js';
import { BlockView } from '../../blocks/blocks.js';
import { PageHero } from '../../blocks/page-hero.js';
import { cityPagePath } from '../../../core/city-slug.js';
import { allLocationsLink, callNowLabel, type StatePageContent } from '../../content/locations/state-page-copy.js';
import { statePageContents } from '../../content/locations/state-pages.js';
import type { LinkItem } from '../../content/types.js';
import { contentMeta, crumbsOf } from '../../templates/content-page.js';
import { BlocksAround, CityLinkGrid, sectionTone } from './locations-page.js';
import * as s from './state-pages.css.js';

// The four state landing pages (/locations/texas, ohio, michigan, illinois): one definition drawn from each
// state's copy in views/content/locations/<state>.ts, with that state's cities from the page-data port.

export interface StateData {
  /** The state's major cities first, in the copy's order, then the others by name. */
  major: LinkItem[];
  more: LinkItem[];
}

/** Splits a state's cities into its major cities (in the copy's order) and the rest (by name). */
export function stateCities(content: StatePageContent, cities: readonly CityView[]): StateData {
  const own = cities.filter((city) => city.state === content.state).sort((a, b) => a.name.localeCompare(b.name, 'en'));
  const link = (city: CityView): LinkItem => ({ label: city.name, href: cityPagePath(city) });
  const major = content.majorCities.flatMap((name) => own.filter((city) => city.name === name).slice(0, 1));
  return { major: major.map(link), more: own.filter((city) => !major.includes(city)).map(link) };
}

function CityGrid({ content, data, index }: { content: StatePageContent; data: StateData; index: number }) {
  const grid = content.cityGrid;
  const empty = !data.major.length && !data.more.length;
  const groups = [
    { id: `${grid.id}-major`, title: grid.majorTitle, cities: data.major },
    { id: `${grid.id}-more`, title: grid.moreTitle, cities: data.more },
  ].filter((group) => group.cities.length);
  return (
    <BlockSection id={grid.id} anchor={grid.id} eyebrow={grid.eyebrow} title={grid.title} intro={grid.intro} tone={sectionTone(index)}>
      <Paragraphs paragraphs={empty ? [grid.empty] : grid.paragraphs} />
      {groups.map((group) => (
        <div key={group.id} className={s.cityGroup}>
          <h3 id={group.id} className={s.cityGroupTitle}>
            {group.title}
          </h3>
          <CityLinkGrid cities={group.cities} maxColumns={grid.maxColumns} labelledBy={group.id} />
        </div>
      ))}
    </BlockSection>
  );
}

function statePage(content: StatePageContent): AnyPage {
  function StatePage({ data }: PageProps<StateData>) {
    const { site } = usePage();
    return (
      <>
        <PageHero hero={content.hero} crumbs={crumbsOf(content)} />
        <BlocksAround
          blocks={content.blocks}
          at={content.cityGridAt}
          insert={(index) => <CityGrid key="cities" content={content} data={data} index={index} />}
        />
        <BlockView
          index={content.blocks.length + 1}
          block={{
            ...content.closing,
            type: 'cta',
            actions: [
              { kind: 'call', label: callNowLabel(site.phone) },
              { kind: 'link', ...allLocationsLink },
            ],
          }}
        />
      </>
    );
  }
  StatePage.displayName = `StatePage(${content.state})`;

  return definePage<StateData>({
    load: async (_params, port) => stateCities(content, await port.cities()),
    component: StatePage,
    meta: (context) => contentMeta(content, context, []),
    canonicalPath: content.path,
  });
}

/** The state pages and their paths, for the route table. */
export const statePages: readonly { path: string; page: AnyPage }[] = statePageContents.map((content) => ({
  path: content.path,
  page: statePage(content),
}));
