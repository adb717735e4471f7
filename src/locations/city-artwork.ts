import { createHash } from 'node:crypto';
import { escapeMarkup } from '../../core/escape-markup.js';
import { ARTWORK_HEIGHT, ARTWORK_WIDTH, artworkVersion } from '../render/prepared-response.js';

// The generated picture of a city: a stylised map tile with a compass grid, the city's name and state,
// its airports and coordinates, in the site's palette. Made on the server from the city row alone (no
// network, no files), the same bytes every time for the same facts.

export { ARTWORK_HEIGHT, ARTWORK_WIDTH, artworkVersion };
/** Where city artwork is served: /media/cities/{urlPath}.svg. */
export const ARTWORK_PREFIX = '/media/cities/';
/** Generated artwork sorts after real photos (which take positions below this), so a real photo becomes the hero. */
export const ARTWORK_POSITION = 1000;

const NAVY = '#0b2545';
const NAVY_LIGHT = '#13315c';
const STEEL = '#8da9c4';
const ACCENT = '#f4a259';
const WHITE = '#ffffff';

export interface ArtworkFacts {
  name: string;
  stateCode: string;
  urlPath: string;
  airportCodes: readonly string[];
  latitude: number;
  longitude: number;
}

/** A small deterministic generator (mulberry32) seeded from the city's path: each city gets its own streets. */
function randomFrom(seed: string): () => number {
  let state = createHash('sha1').update(seed).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (n: number) => Math.round(n * 10) / 10;

/** "32.7831° N, 96.8067° W" */
export function coordinatesText(latitude: number, longitude: number): string {
  const lat = `${Math.abs(latitude).toFixed(4)}° ${latitude >= 0 ? 'N' : 'S'}`;
  const lon = `${Math.abs(longitude).toFixed(4)}° ${longitude >= 0 ? 'E' : 'W'}`;
  return `${lat}, ${lon}`;
}

/** Alt text of the artwork. */
export function artworkAlt(facts: Pick<ArtworkFacts, 'name' | 'stateCode' | 'airportCodes'>): string {
  const airports = facts.airportCodes.length > 0 ? ` with its airports ${facts.airportCodes.slice(0, 4).join(', ')}` : '';
  return `Map artwork of ${facts.name}, ${facts.stateCode}${airports}`;
}

/** The artwork as SVG text, 1200x630. */
export function cityArtworkSvg(facts: ArtworkFacts): string {
  const random = randomFrom(facts.urlPath);
  const streets: string[] = [];
  // Two families of streets at slight angles, as on a city grid.
  const tilt = (random() - 0.5) * 0.5;
  for (let i = 0; i < 14; i++) {
    const x = round(420 + i * 58 + random() * 20);
    streets.push(`M${x} 0L${round(x + tilt * 630)} 630`);
  }
  for (let i = 0; i < 11; i++) {
    const y = round(i * 60 + random() * 24);
    streets.push(`M420 ${y}L1200 ${round(y - tilt * 300)}`);
  }
  // A river or highway crossing the tile.
  const riverY = round(120 + random() * 390);
  const river = `M380 ${riverY}C${round(560 + random() * 80)} ${round(riverY - 140 + random() * 280)} ${round(820 + random() * 80)} ${round(riverY - 140 + random() * 280)} 1200 ${round(120 + random() * 390)}`;

  const cx = 900;
  const cy = 315;
  const rings = [90, 180, 270].map((r) => `<circle cx="${cx}" cy="${cy}" r="${r}"/>`).join('');
  const spokes = Array.from({ length: 8 }, (_, i) => {
    const a = (i * Math.PI) / 4;
    return `M${cx} ${cy}L${round(cx + Math.cos(a) * 300)} ${round(cy + Math.sin(a) * 300)}`;
  }).join('');

  const name = escapeMarkup(facts.name);
  // Large, but ending before the compass (about 0.62 em per character in a bold sans-serif).
  const nameSize = Math.max(28, Math.min(76, Math.floor(760 / (facts.name.length * 0.62))));
  const airports = facts.airportCodes.slice(0, 4).map(escapeMarkup);
  const airportText = airports.length > 0 ? `Airports ${airports.join(' · ')}` : 'Ground service area';
  const coordinates = escapeMarkup(coordinatesText(facts.latitude, facts.longitude));

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${ARTWORK_WIDTH}" height="${ARTWORK_HEIGHT}" viewBox="0 0 ${ARTWORK_WIDTH} ${ARTWORK_HEIGHT}" role="img" aria-label="${escapeMarkup(artworkAlt(facts))}" font-family="Inter, 'Helvetica Neue', Arial, sans-serif">`,
    `<rect width="1200" height="630" fill="${NAVY}"/>`,
    `<path d="${streets.join('')}" stroke="${NAVY_LIGHT}" stroke-width="6" fill="none"/>`,
    `<path d="${river}" stroke="${STEEL}" stroke-opacity=".35" stroke-width="16" fill="none" stroke-linecap="round"/>`,
    `<g stroke="${STEEL}" stroke-opacity=".3" stroke-width="2" fill="none">${rings}<path d="${spokes}"/></g>`,
    `<path d="M${cx} ${cy - 120}l16 100h-32z" fill="${ACCENT}"/><path d="M${cx} ${cy + 120}l16-100h-32z" fill="${STEEL}" fill-opacity=".6"/>`,
    `<text x="${cx}" y="${cy - 135}" fill="${ACCENT}" font-size="28" font-weight="700" text-anchor="middle">N</text>`,
    `<circle cx="${cx}" cy="${cy}" r="14" fill="${ACCENT}" stroke="${WHITE}" stroke-width="4"/>`,
    `<rect width="560" height="630" fill="${NAVY}" fill-opacity=".88"/>`,
    `<rect x="64" y="150" width="92" height="48" rx="8" fill="${ACCENT}"/>`,
    `<text x="110" y="184" fill="${NAVY}" font-size="28" font-weight="700" text-anchor="middle">${escapeMarkup(facts.stateCode)}</text>`,
    `<text x="64" y="${280 + Math.round(nameSize / 4)}" fill="${WHITE}" font-size="${nameSize}" font-weight="800">${name}</text>`,
    `<rect x="64" y="330" width="96" height="6" fill="${ACCENT}"/>`,
    `<text x="64" y="400" fill="${WHITE}" font-size="30" font-weight="600">${airportText}</text>`,
    `<text x="64" y="450" fill="${STEEL}" font-size="26">${coordinates}</text>`,
    `</svg>`,
  ].join('');
}

/** The URL of a city's artwork, versioned by its content. */
export function artworkUrl(urlPath: string, svg: string): string {
  return `${ARTWORK_PREFIX}${urlPath}.svg?v=${artworkVersion(svg)}`;
}
