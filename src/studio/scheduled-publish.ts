import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AdminAudit } from '../admin/index.js';
import { PostRows } from '../blog/index.js';
import { JobQueue } from '../queue/job-queue.js';

/** The queue whose jobs publish scheduled posts (docs/product.md#25-content-studio). */
export const PUBLISH_QUEUE = 'publish-post';

/** A job of PUBLISH_QUEUE: the post, and the time it was scheduled for (ISO 8601). */
export interface ScheduledPublish {
  postId: number;
  publishAt: string;
}

/** Works PUBLISH_QUEUE: each job publishes its post at the time it was scheduled for, on whichever instance is free. */
@Injectable()
export class ScheduledPublishJob implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly rows: PostRows,
    private readonly audit: AdminAudit,
    private readonly queue: JobQueue,
  ) {}

  /** A scheduled publish is retried (a database outage at that minute) and never lost. */
  async onModuleInit(): Promise<void> {
    await this.queue.define(PUBLISH_QUEUE, { retryLimit: 10, retryDelay: 30, retryBackoff: true });
    this.queue.work<ScheduledPublish>(PUBLISH_QUEUE, 5, (job) => this.publishScheduled(job.data));
  }

  /**
   * Publishes the post if it is still scheduled for that time (a post rescheduled, unpublished or
   * already published by another instance is left as it is).
   */
  async publishScheduled({ postId, publishAt }: ScheduledPublish): Promise<{ published: boolean }> {
    const published = await this.em.fork().transactional(async (tx) => {
      const row = await this.rows.publishDue(tx, postId, publishAt);
      if (!row) return false;
      await this.audit.record({ action: 'post_published', actor: row.scheduledBy, subject: `post ${postId}`, details: { slug: row.slug, scheduledFor: publishAt } }, tx);
      return true;
    });
    if (published) await this.rows.changedHere();
    return { published };
  }
}
