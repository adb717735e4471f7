import { cityPagePath, citySlug, conventionalCitySlug, slugify } from './city-slug.js';

describe('city slug', () => {
  it('slugs names to lower-case ASCII with hyphens', () => {
    expect(slugify('Winston-Salem')).toBe('winston-salem');
    expect(slugify('St. Louis')).toBe('st-louis');
    expect(slugify("Coeur d'Alene")).toBe('coeur-dalene');
    expect(slugify('Cañon City')).toBe('canon-city');
    expect(citySlug('Winston-Salem', 'NC')).toBe('winston-salem-nc-expedite');
    expect(citySlug('St. Louis', 'MO')).toBe('st-louis-mo-expedite');
    expect(citySlug('Austin', 'TX')).toBe('austin-expedite');
    expect(citySlug('Austin', 'MN')).toBe('austin-mn-expedite');
  });

  it('keeps the usual form apart from the exceptions, and puts pages under /locations', () => {
    expect(conventionalCitySlug('Austin', 'TX')).toBe('austin-tx-expedite');
    expect(conventionalCitySlug("Coeur d'Alene", 'ID')).toBe('coeur-dalene-id-expedite');
    expect(citySlug("Coeur d'Alene", 'ID')).toBe('coeur-dalene-id-expedite');
    expect(cityPagePath({ name: 'Dallas', urlPath: 'dallas-tx-expedite' })).toBe('/locations/dallas-tx-expedite');
    expect(cityPagePath({ name: 'San Antonio', urlPath: '' })).toBe('/locations/san-antonio-expedite');
  });
});
