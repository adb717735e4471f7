import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { UsState } from './us-state.entity.js';

@Module({ imports: [MikroOrmModule.forFeature([UsState])], exports: [MikroOrmModule] })
export class LocationModule {}
