import { createHash } from 'node:crypto';
import { ARTWORK_HEIGHT, ARTWORK_WIDTH, artworkVersion } from '../render/prepared-response.js';
import { blogCategoryName } from '../../core/blog-categories.js';
import { escapeMarkup } from '../../core/escape-markup.js';

// The cover of a post: a light SVG drawn on the server from the post's title and category (no network,
// no files), in the site's palette, the same bytes every time for the same facts. Same size, versioning
// and serving as the city artwork (docs/product.md#184-city-artwork).

export const COVER_WIDTH = ARTWORK_WIDTH;
export const COVER_HEIGHT = ARTWORK_HEIGHT;
/** Where covers are served: /media/blog/{slug}.svg. */
export const COVER_PREFIX = '/media/blog/';

const NAVY = '#0b2545';
const NAVY_LIGHT = '#13315c';
const STEEL = '#8da9c4';
const ACCENT = '#f4a259';
const WHITE = '#ffffff';

export interface CoverFacts {
  slug: string;
  title: string;
  category: string;
}

/** Alt text of the cover. */
export function coverAlt(facts: Pick<CoverFacts, 'title' | 'category'>): string {
  return `Cover artwork: ${facts.title} (${blogCategoryName(facts.category) ?? facts.category})`;
}

/** Words in lines of at most `width` characters; at most `max` lines, the last ending in "…" when cut. */
export function wrapTitle(title: string, width: number, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  kept[max - 1] = `${kept[max - 1]!.slice(0, width - 1).trimEnd()}…`;
  return kept;
}

/** Route lines between a few waypoints, placed from the slug so each post gets its own. */
function routes(slug: string): string {
  const bytes = createHash('sha1').update(slug).digest();
  // Top to bottom, so the route reads as one journey rather than a tangle.
  const points = Array.from({ length: 6 }, (_, i) => [820 + (bytes[i * 2]! / 255) * 320, 60 + (bytes[i * 2 + 1]! / 255) * 510] as const).sort((a, b) => a[1] - b[1]);
  const path = points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${Math.round(x)} ${Math.round(y)}`).join('');
  const dots = points.map(([x, y]) => `<circle cx="${Math.round(x)}" cy="${Math.round(y)}" r="9"/>`).join('');
  return `<path d="${path}" stroke="${STEEL}" stroke-opacity=".55" stroke-width="4" stroke-dasharray="14 10" fill="none"/><g fill="${ACCENT}">${dots}</g>`;
}

/** The cover as SVG text, 1200x630: the category as a label, the title in up to four lines. */
export function postCoverSvg(facts: CoverFacts): string {
  // About 0.58 em per character of bold Inter: 22 characters of 52 px end before the route map.
  const lines = wrapTitle(facts.title, 22, 4);
  const size = lines.length > 3 ? 46 : 52;
  const lineHeight = Math.round(size * 1.18);
  const top = 315 - Math.round(((lines.length - 1) * lineHeight) / 2) + 20;
  const label = (blogCategoryName(facts.category) ?? facts.category).toUpperCase();
  const title = lines.map((text, i) => `<tspan x="64" y="${top + i * lineHeight}">${escapeMarkup(text)}</tspan>`).join('');
  const grid = Array.from({ length: 9 }, (_, i) => `M${760 + i * 56} 0V630`).join('') + Array.from({ length: 11 }, (_, i) => `M760 ${i * 63}H1200`).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}" role="img" aria-label="${escapeMarkup(coverAlt(facts))}" font-family="Inter, 'Helvetica Neue', Arial, sans-serif">`,
    `<rect width="1200" height="630" fill="${NAVY}"/>`,
    `<path d="${grid}" stroke="${NAVY_LIGHT}" stroke-width="2" fill="none"/>`,
    routes(facts.slug),
    `<rect x="64" y="64" width="${Math.round(label.length * 15 + 48)}" height="48" rx="24" fill="${ACCENT}"/>`,
    `<text x="88" y="96" fill="${NAVY}" font-size="22" font-weight="700" letter-spacing="1.5">${escapeMarkup(label)}</text>`,
    `<text fill="${WHITE}" font-size="${size}" font-weight="800">${title}</text>`,
    `<rect x="64" y="534" width="96" height="6" fill="${ACCENT}"/>`,
    `</svg>`,
  ].join('');
}

/**
 * The cover as a data: URL, for the studio's preview of a post not yet published: its frame has no origin of
 * its own and the artwork of an unpublished slug is not served.
 */
export function coverDataUrl(facts: CoverFacts): string {
  return `data:image/svg+xml;base64,${Buffer.from(postCoverSvg(facts)).toString('base64')}`;
}

/** The URL of a post's cover, versioned by its content (?v=), so it can be cached for good. */
export function coverUrl(slug: string, svg: string): string {
  return `${COVER_PREFIX}${slug}.svg?v=${artworkVersion(svg)}`;
}
