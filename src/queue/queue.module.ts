import { Module } from '@nestjs/common';
import { DatabaseServerModule } from '../database/database.module.js';
import { JobQueue } from './job-queue.js';

/** The durable job queue (pg-boss on the site's PostgreSQL); features define their queues and workers on it. */
@Module({
  imports: [DatabaseServerModule],
  providers: [JobQueue],
  exports: [JobQueue],
})
export class QueueModule {}
