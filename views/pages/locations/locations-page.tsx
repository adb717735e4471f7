import type { ReactNode } from 'react';
import { US_STATES } from '../../../core/us-states.js';
import type { CityView } from '../../../core/render-contract.js';
import { definePage, type PageProps } from '../../app/page.js';
import { BlockSection, Paragraphs, type Tone } from '../../blocks/block-section.js';
import { BlockView } from '../../blocks/blocks.js';
import * as blocks from '../../blocks/blocks.css.js';
import { PageHero } from '../../blocks/page-hero.js';
import { cityPagePath } from '../../../core/city-slug.js';
import { cityCount, page as content } from '../../content/locations/locations-index.js';
import type { Block } from '../../content/page-content.js';
import type { LinkItem } from '../../content/types.js';
import { ArrowRightIcon, ChevronDownIcon } from '../../layout/icons.js';
import { contentMeta, crumbsOf } from '../../templates/content-page.js';
import * as s from './locations-page.css.js';

// The locations index (/locations): every state with at least one city page, each an expandable row of its
// cities (docs/product.md#2-pages-and-routes). The rows are <details> sharing one name, so the browser keeps
// one open at a time, closes the open one on a second click and works without JavaScript.

export interface StateGroup {
  name: string;
  /** Postal code, e.g. "TX". */
  code: string;
  /** The state's own page, for the four states that have one. */
  statePage?: string;
  /** Its cities by name, as links to their pages. */
  cities: LinkItem[];
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');

/** The cities grouped by state: only states with a city, states and cities in alphabetical order. */
export function groupByState(cities: readonly CityView[]): StateGroup[] {
  const groups = new Map<string, StateGroup>();
  for (const city of [...cities].sort(byName)) {
    let group = groups.get(city.state);
    if (!group) {
      const record = US_STATES.find((state) => state.code === city.stateCode) ?? US_STATES.find((state) => state.name === city.state);
      group = { name: city.state, code: city.stateCode, statePage: record?.hasStatePage ? `/locations/${record.slug}` : undefined, cities: [] };
      groups.set(city.state, group);
    }
    group.cities.push({ label: city.name, href: cityPagePath(city) });
  }
  return [...groups.values()].sort(byName);
}

export interface LocationsData {
  states: StateGroup[];
  cityCount: number;
}

/** Tone of the n-th section below the hero, alternating as the blocks do. */
export const sectionTone = (index: number): Tone => (index % 2 === 0 ? 'plain' : 'tinted');

/**
 * A page's content blocks with one data-driven section inserted after the first `at` of them; the tones keep
 * alternating across the inserted section.
 */
export function BlocksAround({ blocks: list, at, insert }: { blocks: readonly Block[]; at: number; insert: (index: number) => ReactNode }) {
  return (
    <>
      {list.slice(0, at).map((block, i) => (
        <BlockView key={`${block.type}-${i}`} block={block} index={i} />
      ))}
      {insert(at)}
      {list.slice(at).map((block, i) => (
        <BlockView key={`${block.type}-${at + 1 + i}`} block={block} index={at + 1 + i} />
      ))}
    </>
  );
}

/** Links to city pages in a grid of 2 columns on phones, up to `maxColumns` on wide screens. */
export function CityLinkGrid({ cities, maxColumns, labelledBy }: { cities: readonly LinkItem[]; maxColumns: 4 | 5; labelledBy?: string }) {
  return (
    <ul className={s.cityGrid[maxColumns]} aria-labelledby={labelledBy}>
      {cities.map((city) => (
        <li key={city.href}>
          <a href={city.href} className={s.cityLink}>
            {city.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

function StateRow({ state }: { state: StateGroup }) {
  const { directory } = content;
  const listId = `state-${state.code.toLowerCase()}-cities`;
  return (
    <details name="states" className={`${blocks.faqItem} ${s.stateRow}`}>
      <summary className={`${blocks.faqSummary} ${s.stateSummary}`}>
        <span className={s.stateHeading}>
          {/* The spaces keep the words apart in the summary's accessible name; the flex gap spaces them on screen. */}
          <span id={listId} className={s.stateName}>
            {state.name}
          </span>{' '}
          <span className={s.stateCount}>{cityCount(state.cities.length)}</span>
          {state.statePage ? (
            <>
              {' '}
              <span className={`${blocks.badge} ${s.stateBadge}`}>{directory.statePageBadge}</span>
            </>
          ) : null}
        </span>
        <ChevronDownIcon size={20} className={blocks.faqChevron} />
      </summary>
      <div className={s.statePanel}>
        <CityLinkGrid cities={state.cities} maxColumns={5} labelledBy={listId} />
        {state.statePage ? (
          <a href={state.statePage} className={s.statePageLink}>
            {directory.statePageLink(state.name)}
            <ArrowRightIcon size={18} />
          </a>
        ) : null}
      </div>
    </details>
  );
}

function StateDirectory({ data, index }: { data: LocationsData; index: number }) {
  const { directory } = content;
  const withDc = data.states.some((state) => state.code === 'DC');
  const intro = data.cityCount ? directory.intro({ cities: data.cityCount, states: data.states.length - (withDc ? 1 : 0), withDc }) : undefined;
  return (
    <BlockSection id={directory.id} anchor={directory.id} eyebrow={directory.eyebrow} title={directory.title} intro={intro} tone={sectionTone(index)}>
      <Paragraphs paragraphs={data.states.length ? directory.paragraphs : [directory.empty]} />
      {data.states.length ? (
        <div className={s.stateList}>
          {data.states.map((state) => (
            <StateRow key={state.name} state={state} />
          ))}
        </div>
      ) : null}
    </BlockSection>
  );
}

function LocationsPage({ data }: PageProps<LocationsData>) {
  return (
    <>
      <PageHero hero={content.hero} crumbs={crumbsOf(content)} />
      <BlocksAround blocks={content.blocks} at={content.directoryAt} insert={(index) => <StateDirectory key="states" data={data} index={index} />} />
    </>
  );
}

export const locationsPage = definePage<LocationsData>({
  load: async (_params, port) => {
    const cities = await port.cities();
    return { states: groupByState(cities), cityCount: cities.length };
  },
  component: LocationsPage,
  meta: (context) => contentMeta(content, context, []),
  canonicalPath: content.path,
});
