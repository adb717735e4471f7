import { Module } from '@nestjs/common';
import { ContentChanges } from './content-changes.js';
import { DatabaseServerModule } from './database.module.js';

/**
 * One ContentChanges (one listener connection) per process, for the features whose rows pages are made
 * from: they import this module to announce their changes and subscribe their handlers.
 */
@Module({ imports: [DatabaseServerModule], providers: [ContentChanges], exports: [ContentChanges] })
export class ContentChangesModule {}
