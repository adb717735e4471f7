/** The 50 US states plus the District of Columbia; four have a dedicated landing page (docs/product.md#2-pages-and-routes). */
export interface UsStateRecord {
  code: string;
  name: string;
  slug: string;
  hasStatePage: boolean;
}

const NAMES: Record<string, string> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado',
  CT: 'Connecticut', DE: 'Delaware', DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia',
  HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana', IA: 'Iowa', KS: 'Kansas', KY: 'Kentucky',
  LA: 'Louisiana', ME: 'Maine', MD: 'Maryland', MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota',
  MS: 'Mississippi', MO: 'Missouri', MT: 'Montana', NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire',
  NJ: 'New Jersey', NM: 'New Mexico', NY: 'New York', NC: 'North Carolina', ND: 'North Dakota',
  OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon', PA: 'Pennsylvania', RI: 'Rhode Island',
  SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah', VT: 'Vermont',
  VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming',
};

const WITH_STATE_PAGE = new Set(['IL', 'MI', 'OH', 'TX']);

export const US_STATES: readonly UsStateRecord[] = Object.entries(NAMES).map(([code, name]) => ({
  code,
  name,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  hasStatePage: WITH_STATE_PAGE.has(code),
}));

/** State abbreviation for a state name; unknown names fall back to their first two letters upper-cased. */
export function stateAbbreviation(stateName: string): string {
  const wanted = stateName.trim().toLowerCase();
  const found = US_STATES.find((s) => s.name.toLowerCase() === wanted);
  return found ? found.code : stateName.trim().slice(0, 2).toUpperCase();
}
