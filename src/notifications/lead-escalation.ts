import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppConfig } from '../config/app-config.js';
import { LeadInbox, type ReceivedLead } from '../leads/index.js';
import { JobQueue, type QueuedJob } from '../queue/job-queue.js';

/** One escalation step of one lead, due at the job's start time. */
export const ESCALATION_QUEUE = 'lead-escalation';
/** Escalations a worker loop takes at once (two loops per instance). */
const BATCH = 10;

export interface EscalationJob {
  leadId: string;
  /** 1: ESCALATE_AFTER_MINUTES after it arrived; 2: ESCALATE_AGAIN_AFTER_MINUTES after step 1. */
  step: 1 | 2;
}

/**
 * A lead nobody answers is escalated (docs/product.md#22-lead-notifications). Step 1 is a job with a start
 * time, written in the lead's own transaction: it exists only if the lead does, survives restarts, and one
 * worker of all the instances takes it. At its time the job escalates the lead if it still waits (LeadInbox
 * decides, in one conditional UPDATE), which queues the escalation's notifications and, with
 * ESCALATE_AGAIN_AFTER_MINUTES, step 2, all in one transaction. A lead answered, marked spam or removed by
 * then escalates nothing and fails nothing.
 */
@Injectable()
export class LeadEscalation implements OnModuleInit {
  private readonly logger = new Logger('LeadEscalation');

  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    private readonly queue: JobQueue,
    private readonly inbox: LeadInbox,
  ) {}

  async onModuleInit(): Promise<void> {
    // A failed attempt (the database away) is tried again soon: an escalation late by minutes misses its point.
    await this.queue.define(ESCALATION_QUEUE, { retryLimit: 20, retryDelay: 5, retryBackoff: true, retryDelayMax: 60, expireInSeconds: 60 });
    this.inbox.onReceived((tx, lead) => this.schedule(tx, lead));
    this.queue.work<EscalationJob>(ESCALATION_QUEUE, BATCH, (job) => this.escalate(job));
  }

  /** Inside the lead's transaction: step 1, due ESCALATE_AFTER_MINUTES after it arrived (not for spam, not when off). */
  async schedule(tx: EntityManager, lead: ReceivedLead): Promise<void> {
    const minutes = this.config.escalateAfterMinutes;
    if (lead.spam || minutes === null) return;
    await this.queue.sendInTransaction(tx, ESCALATION_QUEUE, { leadId: lead.id, step: 1 } satisfies EscalationJob, new Date(lead.receivedAt.getTime() + minutes * 60_000));
  }

  /** A due step: the job's output says what became of it. */
  async escalate(job: QueuedJob<EscalationJob>): Promise<{ escalated: boolean; detail: string }> {
    const { leadId, step } = job.data;
    // Turned off since the job was queued: the step is dropped like the ones never scheduled.
    if (this.config.escalateAfterMinutes === null) return { escalated: false, detail: 'not escalated: ESCALATE_AFTER_MINUTES is off' };
    return this.em.fork().transactional(async (tx) => {
      const escalation = await this.inbox.escalate(tx, step, leadId, new Date());
      if (!escalation) return { escalated: false, detail: 'not escalated: the lead was answered, marked spam or removed' };
      const again = this.config.escalateAgainAfterMinutes;
      if (step === 1 && again !== null) {
        await this.queue.sendInTransaction(tx, ESCALATION_QUEUE, { leadId, step: 2 } satisfies EscalationJob, new Date(escalation.at.getTime() + again * 60_000));
      }
      this.logger.log({ leadId, step, minutesWaiting: escalation.minutesWaiting }, 'lead escalated');
      return { escalated: true, detail: `step ${step}, after ${escalation.minutesWaiting} min` };
    });
  }
}
