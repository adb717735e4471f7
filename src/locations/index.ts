// What the locations feature offers the others: its module and the providers it exports.
export { LocationsModule } from './locations.module.js';
export { CityService } from './city.service.js';
export { CitySeeder } from './city-seeder.js';
export { LocationSearchService } from './location-search.service.js';
export { locationSearchRoute } from './location-search.route.js';
export { CITIES_TOPIC } from './city-seeder.js';
