import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Clock } from '../common/clock.js';
import { AppConfig } from '../config/app-config.js';
import { LeadInbox, type ReceivedLead } from '../leads/index.js';
import { JobQueue, type JobInsert, type QueuedJob } from '../queue/job-queue.js';
import { NOTIFY_QUEUE, type EscalationJob } from './lead-jobs.js';

/**
 * A step's job options. A failed step (the database away) is tried again soon, for about 20 minutes, since
 * an escalation late by more misses its point; then it reaches the dead-letter queue and the log. Its
 * priority is below the notifications': workers fetch by priority, then age, so the steps waiting for
 * their time (every lead of the last ESCALATE_AFTER_MINUTES) never stand in front of a due notification.
 */
const STEP_OPTIONS = { priority: -1, retryLimit: 20, retryDelay: 5, retryBackoff: true, retryDelayMax: 60, expireInSeconds: 60 } as const;

/**
 * A lead nobody answers is escalated (docs/product.md#22-lead-notifications). Step 1 is a job with a start
 * time, written in the lead's own transaction with its notifications (LeadNotifications.enqueue): it exists
 * only if the lead does, survives restarts, and one worker of all the instances takes it. At its time the
 * job escalates the lead if it still waits (LeadInbox decides, in one conditional UPDATE), which queues the
 * escalation's notifications and, with ESCALATE_AGAIN_AFTER_MINUTES, step 2, all in one transaction. A lead
 * answered, marked spam or removed by then escalates nothing and fails nothing.
 */
@Injectable()
export class LeadEscalation {
  private readonly logger = new Logger('LeadEscalation');

  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    private readonly queue: JobQueue,
    private readonly inbox: LeadInbox,
    private readonly clock: Clock,
  ) {}

  /**
   * A new lead's step 1, due ESCALATE_AFTER_MINUTES after it arrived (now on the Clock: this runs in the
   * lead's own transaction); none for spam or when off.
   */
  firstStep(lead: ReceivedLead): JobInsert | null {
    const minutes = this.config.escalateAfterMinutes;
    if (lead.spam || minutes === null) return null;
    return step({ leadId: lead.id, step: 1 }, new Date(this.clock.now() + minutes * 60_000));
  }

  /** A due step: the job's output says what became of it. */
  async escalate(job: QueuedJob<EscalationJob>): Promise<{ escalated: boolean; detail: string }> {
    const { leadId, step: number } = job.data;
    // Turned off since the job was queued: the step is dropped like the ones never scheduled.
    if (this.config.escalateAfterMinutes === null) return { escalated: false, detail: 'not escalated: ESCALATE_AFTER_MINUTES is off' };
    return this.em.fork().transactional(async (tx) => {
      const escalation = await this.inbox.escalate(tx, number, leadId, this.clock.date());
      if (!escalation) return { escalated: false, detail: 'not escalated: the lead was answered, marked spam or removed' };
      const again = this.config.escalateAgainAfterMinutes;
      if (number === 1 && again !== null) {
        await this.queue.insertInTransaction(tx, NOTIFY_QUEUE, [step({ leadId, step: 2 }, new Date(escalation.at.getTime() + again * 60_000))]);
      }
      this.logger.log({ leadId, step: number, minutesWaiting: escalation.minutesWaiting }, 'lead escalated');
      return { escalated: true, detail: `step ${number}, after ${escalation.minutesWaiting} min` };
    });
  }
}

const step = (data: EscalationJob, startAfter: Date): JobInsert => ({ data, startAfter, ...STEP_OPTIONS });
