import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NotificationChannel, NotificationOutcome } from '../../core/lead-desk.js';
import { LeadEvent } from './lead-event.entity.js';

/** The longest detail a timeline line keeps. */
const DETAIL_MAX = 500;

/**
 * Lines the site adds to a lead's timeline for what follows it (docs/product.md#22-lead-notifications):
 * a notification queued (inside the lead's transaction), sent, failed, given up or skipped.
 */
@Injectable()
export class LeadTimeline {
  constructor(private readonly em: EntityManager) {}

  /** Records what became of a notification; `tx` when it must commit with other work, `actor` when an admin did it. */
  async notification(leadId: string, outcome: NotificationOutcome, channel: NotificationChannel, detail: string | null, tx?: EntityManager, actor: string | null = null): Promise<void> {
    const em = tx ?? this.em.fork();
    em.create(LeadEvent, {
      leadId,
      at: new Date(),
      type: `notification_${outcome}`,
      actor,
      channel,
      detail: detail === null ? null : detail.slice(0, DETAIL_MAX),
    });
    await em.flush();
  }
}
