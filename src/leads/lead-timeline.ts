import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Clock } from '../common/clock.js';
import type { NotificationChannel, NotificationOutcome } from '../../core/lead-desk.js';
import { LeadEvent } from './lead-event.entity.js';

/** A notification's line of a lead's timeline. */
export interface NotificationLine {
  outcome: NotificationOutcome;
  channel: NotificationChannel;
  /** Recipients, the receiver's answer, a failure's reason; never a secret. */
  detail?: string | null;
  /** The admin who did it; none for the site itself. */
  actor?: string | null;
  /** When; now (on the Clock, as the escalations that come before it) unless given. */
  at?: Date;
}

/** The longest detail a timeline line keeps. */
const DETAIL_MAX = 500;

/**
 * Lines the site adds to a lead's timeline for what follows it (docs/product.md#22-lead-notifications):
 * a notification queued (inside the lead's transaction), sent, failed, given up or skipped.
 */
@Injectable()
export class LeadTimeline {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  /**
   * Records what became of a notification. With `tx` the line is only added to that transaction, and
   * written by its next flush or its commit; without, it is written at once.
   */
  async notification(leadId: string, line: NotificationLine, tx?: EntityManager): Promise<void> {
    const em = tx ?? this.em.fork();
    em.create(LeadEvent, {
      leadId,
      at: line.at ?? this.clock.date(),
      type: `notification_${line.outcome}`,
      actor: line.actor ?? null,
      channel: line.channel,
      detail: line.detail ? line.detail.slice(0, DETAIL_MAX) : null,
    });
    if (!tx) await em.flush();
  }
}
