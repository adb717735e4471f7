import { defineEntity, p } from '@mikro-orm/postgresql';
import { UsState } from './us-state.entity.js';

const CitySchema = defineEntity({
  name: 'City',
  tableName: 'city',
  properties: {
    id: p.integer().primary().generated('by default as identity'),
    name: p.string().length(100),
    /** The state's name ("Texas"), as shown on the site. */
    state: p.string().length(64),
    /** The state's two-letter code: a reference to us_state. */
    usState: () => p.manyToOne(UsState).fieldName('state_code').deleteRule('restrict'),
    /** The city page's path below /locations/, e.g. "dallas-tx-expedite". */
    urlPath: p.string().length(200).unique(),
    population: p.integer(),
    latitude: p.double(),
    longitude: p.double(),
    /** IATA codes of the airports serving the city, e.g. ["DFW", "DAL"]. */
    airportCodes: p.array(),
    zipCodes: p.array(),
    industries: p.array(),
    landmark: p.text(),
    titleTag: p.text(),
    metaDescription: p.text(),
    h1Tag: p.text().fieldName('h1_tag'),
    introText: p.text(),
    createdAt: p.datetime().onCreate(() => new Date()),
    /** Set when the seeder changes the row (the committed city data changed). */
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

/** A city with its own expedite page; rows come from the committed city data (city.seed.ts). */
export class City extends CitySchema.class {}
CitySchema.setClass(City);
