import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { GazetteerPlace } from './gazetteer-place.entity.js';
import { Geocoder } from './geocoder.js';
import { LocationSearchController } from './location-search.controller.js';
import { LocationSearchService } from './location-search.service.js';
import { UsState } from './us-state.entity.js';

/** US states and location search over cities, ZIP codes and airports (docs/product.md#18-cities-and-location-search). */
@Module({
  imports: [MikroOrmModule.forFeature([UsState, GazetteerPlace])],
  controllers: [LocationSearchController],
  providers: [LocationSearchService, Geocoder],
  exports: [MikroOrmModule, LocationSearchService],
})
export class LocationModule {}
