import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { ContentChangesModule } from '../database/content-changes.module.js';
import { RenderModule } from '../render/render.module.js';
import { CityPhoto } from './city-photo.entity.js';
import { CitySeeder } from './city-seeder.js';
import { City } from './city.entity.js';
import { CityController, CityMediaController } from './city.controller.js';
import { CityService } from './city.service.js';
import { GazetteerPlace } from './gazetteer-place.entity.js';
import { Geocoder } from './geocoder.js';
import { LocationSearchService } from './location-search.service.js';
import { UsState } from './us-state.entity.js';

/**
 * Where the company works (docs/product.md#18-cities-and-location-search): the US states, the cities with
 * an expedite page (their photos, generated copy and artwork) and location search over cities, ZIP codes
 * and airports. One feature, so the city data, its copy generator and the search that reads it depend one
 * way. GET /api/location-search is answered by locationSearchRoute, mounted in http-setup ahead of the router.
 */
@Module({
  imports: [MikroOrmModule.forFeature([UsState, City, CityPhoto, GazetteerPlace]), RenderModule, ContentChangesModule],
  controllers: [CityController, CityMediaController],
  providers: [CityService, CitySeeder, LocationSearchService, Geocoder],
  exports: [CityService, CitySeeder, LocationSearchService],
})
export class LocationsModule {}
