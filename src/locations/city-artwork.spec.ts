import { artworkAlt, artworkUrl, artworkVersion, cityArtworkSvg, coordinatesText, type ArtworkFacts } from './city-artwork.js';

const dallas: ArtworkFacts = { name: 'Dallas', stateCode: 'TX', urlPath: 'dallas-tx-expedite', airportCodes: ['DFW', 'DAL'], latitude: 32.78306, longitude: -96.80667 };

describe('city artwork', () => {
  it('is a 1200x630 SVG in the site palette with the name, state, airports and coordinates', () => {
    const svg = cityArtworkSvg(dallas);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1200" height="630" viewBox="0 0 1200 630"/);
    expect(svg).toMatch(/<\/svg>$/);
    for (const part of ['>Dallas</text>', '>TX</text>', 'DFW · DAL', '32.7831° N, 96.8067° W', '#0b2545', '#f4a259']) expect(svg).toContain(part);
    expect(svg.length).toBeLessThan(6000);
  });

  it('is the same for the same facts and differs between cities', () => {
    expect(cityArtworkSvg({ ...dallas })).toBe(cityArtworkSvg(dallas));
    expect(cityArtworkSvg({ ...dallas, urlPath: 'dallas-ga-expedite' })).not.toBe(cityArtworkSvg(dallas));
  });

  it('escapes text, so a name cannot break out of the markup', () => {
    const svg = cityArtworkSvg({ ...dallas, name: 'A & B <script>"x"</script>' });
    expect(svg).toContain('A &amp; B &lt;script&gt;&quot;x&quot;&lt;/script&gt;');
    expect(svg).not.toContain('<script>');
  });

  it('keeps long names clear of the compass and shows cities without airports', () => {
    const long = cityArtworkSvg({ ...dallas, name: 'Winston-Salem Greensboro High Point', airportCodes: [] });
    const size = Number(/font-size="(\d+)" font-weight="800"/.exec(long)![1]);
    expect(size * 0.62 * 'Winston-Salem Greensboro High Point'.length).toBeLessThanOrEqual(780);
    expect(long).toContain('Ground service area');
  });

  it('writes coordinates in every hemisphere', () => {
    expect(coordinatesText(-33.8688, 151.2093)).toBe('33.8688° S, 151.2093° E');
  });

  it('has alt text and a URL versioned by its content', () => {
    expect(artworkAlt(dallas)).toBe('Map artwork of Dallas, TX with its airports DFW, DAL');
    const svg = cityArtworkSvg(dallas);
    expect(artworkUrl('dallas-tx-expedite', svg)).toBe(`/media/cities/dallas-tx-expedite.svg?v=${artworkVersion(svg)}`);
    expect(artworkVersion(svg)).toMatch(/^[\w-]{10}$/);
    expect(artworkVersion(`${svg} `)).not.toBe(artworkVersion(svg));
  });
});
