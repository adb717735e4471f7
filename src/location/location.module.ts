import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { GazetteerPlace } from './gazetteer-place.entity.js';
import { Geocoder } from './geocoder.js';
import { LocationSearchService } from './location-search.service.js';
import { UsState } from './us-state.entity.js';

/**
 * US states and location search over cities, ZIP codes and airports (docs/product.md#18-cities-and-location-search).
 * GET /api/location-search is answered by locationSearchRoute, mounted in http-setup ahead of the router.
 */
@Module({
  imports: [MikroOrmModule.forFeature([UsState, GazetteerPlace])],
  providers: [LocationSearchService, Geocoder],
  exports: [MikroOrmModule, LocationSearchService],
})
export class LocationModule {}
