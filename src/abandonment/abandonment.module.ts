import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { AbandonedForm } from './abandoned-form.entity.js';
import { AbandonmentController } from './abandonment.controller.js';
import { AbandonmentService } from './abandonment.service.js';

@Module({
  imports: [MikroOrmModule.forFeature([AbandonedForm])],
  controllers: [AbandonmentController],
  providers: [AbandonmentService],
  exports: [AbandonmentService],
})
export class AbandonmentModule {}
