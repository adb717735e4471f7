import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { AdminModule } from '../admin/index.js';
import { MediaController, MediaFilesController } from './media.controller.js';
import { MediaImage } from './media-image.entity.js';
import { MediaVariant } from './media-variant.entity.js';
import { MediaService } from './media.service.js';

/** Uploaded images: the upload API, their storage in PostgreSQL and their serving (docs/product.md#235-uploaded-images). */
@Module({
  imports: [MikroOrmModule.forFeature([MediaImage, MediaVariant]), AdminModule],
  controllers: [MediaController, MediaFilesController],
  providers: [MediaService],
  exports: [MediaService],
})
export class MediaModule {}
