import { Clock } from '../common/clock.js';
import { loadConfig } from '../config/app-config.js';
import { Geocoder } from './geocoder.js';
import { mergeSuggestions, suggestionsFromNominatim } from './location-suggestion.js';

const us = (display_name: string) => ({ display_name, country: 'United States' });

describe('location suggestions', () => {
  it('merges local suggestions first, without duplicates whatever the case, at most 8', () => {
    const local = [us('Dallas, TX, USA'), us('DAL - Dallas Love Field, TX, USA')];
    const upstream = [us('dallas, tx, usa'), us('Dallas County, Texas, United States'), ...Array.from({ length: 10 }, (_, i) => us(`Place ${i}`))];
    const merged = mergeSuggestions(local, upstream);
    expect(merged).toHaveLength(8);
    expect(merged.slice(0, 3).map((s) => s.display_name)).toEqual(['Dallas, TX, USA', 'DAL - Dallas Love Field, TX, USA', 'Dallas County, Texas, United States']);
  });

  it('reads Nominatim answers and drops anything malformed', () => {
    expect(
      suggestionsFromNominatim([
        { display_name: ' Dallas, Dallas County, Texas, United States ', address: { country: 'United States' } },
        { display_name: 'Dallas, Paulding County, Georgia, United States' },
        { display_name: 'x'.repeat(301) },
        { display_name: 'Bad\u0007name' },
        { display_name: 42 },
        null,
        'text',
      ]),
    ).toEqual([
      { display_name: 'Dallas, Dallas County, Texas, United States', country: 'United States' },
      { display_name: 'Dallas, Paulding County, Georgia, United States', country: 'United States' },
    ]);
    expect(suggestionsFromNominatim({ error: 'nope' })).toEqual([]);
    expect(suggestionsFromNominatim(Array.from({ length: 20 }, (_, i) => ({ display_name: `P${i}, US` })), 8)).toHaveLength(8);
  });

  it('drops names holding bidi controls or line separators, and a country holding one falls back to the name', () => {
    expect(
      suggestionsFromNominatim([
        { display_name: 'Dallas\u202e, TX, United States' },
        { display_name: 'Dallas\u2028Texas, United States' },
        { display_name: 'Austin, TX, United States', address: { country: 'United\u2066 States' } },
      ]),
    ).toEqual([{ display_name: 'Austin, TX, United States', country: 'United States' }]);
  });
});

describe('upstream geocoder settings', () => {
  it('is off by default and waits 1500 ms when on', async () => {
    const config = loadConfig({});
    expect(config.GEOCODER_URL).toBeUndefined();
    expect(config.GEOCODER_TIMEOUT_MS).toBe(1500);
    const geocoder = new Geocoder(config, new Clock());
    expect(geocoder.enabled).toBe(false);
    expect(await geocoder.search('dallas', 8)).toEqual([]);
    expect(loadConfig({ GEOCODER_URL: '' }).GEOCODER_URL).toBeUndefined();
  });

  it('takes an http(s) URL and a timeout from 100 to 10000 ms', () => {
    expect(loadConfig({ GEOCODER_URL: 'https://nominatim.openstreetmap.org/search', GEOCODER_TIMEOUT_MS: '800' })).toMatchObject({
      GEOCODER_URL: 'https://nominatim.openstreetmap.org/search',
      GEOCODER_TIMEOUT_MS: 800,
    });
    expect(loadConfig({ GEOCODER_URL: 'http://127.0.0.1:8080/search' }).GEOCODER_URL).toBe('http://127.0.0.1:8080/search');
    expect(() => loadConfig({ GEOCODER_URL: 'ftp://example.com/search' })).toThrow(/GEOCODER_URL: GEOCODER_URL must be an http\(s\) URL/);
    expect(() => loadConfig({ GEOCODER_TIMEOUT_MS: '50' })).toThrow(/GEOCODER_TIMEOUT_MS/);
    expect(() => loadConfig({ GEOCODER_TIMEOUT_MS: 'soon' })).toThrow(/GEOCODER_TIMEOUT_MS/);
  });
});
