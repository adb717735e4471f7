import { Module } from '@nestjs/common';
import { DatabaseServerModule } from '../database/database.module.js';
import { JobQueue } from './job-queue.js';
import { TestClock } from './test-clock.js';

/** The durable job queue (pg-boss on the site's PostgreSQL); features define their queues and workers on it. */
@Module({
  imports: [DatabaseServerModule],
  providers: [JobQueue, TestClock],
  exports: [JobQueue, TestClock],
})
export class QueueModule {}
