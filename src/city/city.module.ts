import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { LocationModule } from '../location/location.module.js';
import { RenderModule } from '../render/render.module.js';
import { CityPhoto } from './city-photo.entity.js';
import { CitySeeder } from './city-seeder.js';
import { City } from './city.entity.js';
import { CityController, CityMediaController } from './city.controller.js';
import { CityService } from './city.service.js';

/** Cities with an expedite page, their photos and generated artwork (docs/product.md#18-cities-and-location-search). */
@Module({
  imports: [MikroOrmModule.forFeature([City, CityPhoto]), RenderModule, LocationModule],
  controllers: [CityController, CityMediaController],
  providers: [CityService, CitySeeder],
  exports: [CityService, CitySeeder],
})
export class CityModule {}
