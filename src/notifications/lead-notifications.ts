import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { NOTIFICATION_CHANNEL_LABELS, type LeadDetailView, type LeadRecordView, type NotificationChannel, type WebhookEventType } from '../../core/lead-desk.js';
import { failedAttemptDetail, gaveUpDetail, sentDetail } from '../../core/lead-timeline-text.js';
import { AdminAudit, type AdminPrincipal } from '../admin/index.js';
import { DomainError } from '../common/domain-error.js';
import { AppConfig } from '../config/app-config.js';
import { LeadInbox, LeadReader, LeadTimeline, type Escalation, type NotificationLine, type ReceivedLead } from '../leads/index.js';
import { JobQueue, PermanentFailure, RetryLater, type JobInsert, type QueuedJob } from '../queue/job-queue.js';
import { ChatChannel } from './chat-channel.js';
import { slackMessage, teamsMessage } from './chat-message.js';
import { EmailChannel } from './email-channel.js';
import { LeadEscalation } from './lead-escalation.js';
import { leadEvent, receivedEvent, type LeadChangeEvent } from './lead-events.js';
import { isEscalationJob, NOTIFY_DEAD_LETTER_QUEUE, NOTIFY_QUEUE, type EscalationJob, type LeadJob, type NotificationJob } from './lead-jobs.js';
import { leadEmail, type NoticeSettings } from './notification-message.js';
import { WebhookChannel } from './webhook-channel.js';

/** The longest back-off between two attempts. */
const RETRY_DELAY_MAX_SECONDS = 900;
/** Jobs a worker loop takes at once (two loops per instance: up to 8 at once). */
const BATCH = 4;

/** How an escalation's notification lines name it on the timeline. */
const ESCALATION_DETAIL = 'escalation';

export const NO_CHANNEL_REASON = 'no channel configured';
/** What a job completes with when there is no channel: its output, the timeline and the log say so. */
export const NO_CHANNEL_DETAIL = `not sent: ${NO_CHANNEL_REASON}`;

/** Why "send again" refuses a lead marked spam (422): spam notifies nobody, sent again or not. */
export const SPAM_LEAD_RESEND_MESSAGE = 'This lead is marked spam: mark it as not spam before sending its notification again';

/** A failure's reason for the timeline and the log: one line, never a URL's credentials. */
export function failureReason(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\/\/[^/@\s]*@/g, '//').replace(/\s+/g, ' ').trim().slice(0, 300) || 'unknown error';
}

/**
 * Every stored lead notifies the team (docs/product.md#22-lead-notifications). The jobs are written in
 * the lead's own transaction (LeadInbox.onReceived), one per configured channel, so a lead is never
 * stored without them and a rolled-back lead notifies nobody; spam notifies nobody. Workers in every
 * instance send them, with retries and exponential back-off; a notification that exhausts its retries
 * reaches the dead-letter queue, whose worker marks it on the lead's timeline and the dashboard.
 */
@Injectable()
export class LeadNotifications implements OnModuleInit {
  private readonly logger = new Logger('LeadNotifications');

  constructor(
    private readonly em: EntityManager,
    private readonly audit: AdminAudit,
    private readonly config: AppConfig,
    private readonly queue: JobQueue,
    private readonly inbox: LeadInbox,
    private readonly reader: LeadReader,
    private readonly timeline: LeadTimeline,
    private readonly email: EmailChannel,
    private readonly webhook: WebhookChannel,
    private readonly chat: ChatChannel,
    private readonly escalation: LeadEscalation,
  ) {}

  /** The channels each new lead is sent to; `none` alone when nothing is configured. */
  get channels(): NotificationChannel[] {
    const channels: NotificationChannel[] = [];
    if (this.email.configured) channels.push('email');
    if (this.streams('lead.received')) channels.push('webhook');
    if (this.chat.configured('slack')) channels.push('slack');
    if (this.chat.configured('teams')) channels.push('teams');
    return channels.length ? channels : ['none'];
  }

  async onModuleInit(): Promise<void> {
    await this.queue.define(NOTIFY_DEAD_LETTER_QUEUE, { retryLimit: 5, retryDelay: 5, retryBackoff: true });
    await this.queue.define(NOTIFY_QUEUE, {
      retryLimit: this.config.NOTIFY_RETRY_LIMIT,
      retryDelay: this.config.NOTIFY_RETRY_DELAY_SECONDS,
      retryBackoff: true,
      retryDelayMax: RETRY_DELAY_MAX_SECONDS,
      // An attempt stuck longer than this (a process that died mid-send) is retried.
      expireInSeconds: 120,
      deadLetter: NOTIFY_DEAD_LETTER_QUEUE,
      notify: true,
    });
    this.inbox.onReceived((tx, lead) => this.enqueue(tx, lead));
    this.inbox.onChanged((tx, change) => {
      switch (change.type) {
        case 'status':
          return this.emit(tx, leadEvent('lead.status_changed', { leadId: change.leadId, from: change.from, to: change.to, by: change.by, value: change.value, lostReason: change.lostReason }, change.at));
        case 'owner':
          return this.emit(tx, leadEvent('lead.assigned', { leadId: change.leadId, owner: change.owner, previous: change.previous, by: change.by }, change.at));
        default:
          return this.escalated(tx, change);
      }
    });
    this.queue.work<LeadJob>(NOTIFY_QUEUE, BATCH, (job) => (isEscalationJob(job.data) ? this.escalation.escalate(job as QueuedJob<EscalationJob>) : this.deliver(job as QueuedJob<NotificationJob>)));
    this.queue.work<LeadJob>(NOTIFY_DEAD_LETTER_QUEUE, 1, (job) => this.gaveUp(job));
    this.logChannels();
  }

  /**
   * Inside the lead's transaction, in one statement: one job per channel and the lead's first escalation
   * step (LeadEscalation); and each notification's "queued" line of its timeline.
   */
  async enqueue(tx: EntityManager, lead: ReceivedLead): Promise<void> {
    if (lead.spam) return;
    // The line is written in the same flush as the lead's "received": a millisecond later keeps the order.
    const at = new Date(Math.max(Date.now(), lead.receivedAt.getTime() + 1));
    const notifications = this.channels.map((channel): NotificationJob => {
      const event = channel === 'webhook' ? { id: randomUUID(), type: 'lead.received' as const } : undefined;
      return { leadId: lead.id, channel, event };
    });
    const escalation = this.escalation.firstStep(lead);
    await this.queue.insertInTransaction(tx, NOTIFY_QUEUE, [...notifications.map((data): JobInsert => ({ data })), ...(escalation ? [escalation] : [])]);
    for (const { channel } of notifications) await this.timeline.notification(lead.id, { outcome: 'queued', channel, at }, tx);
  }

  /**
   * Inside the transaction of a change to a lead (a status change, an assignment, an escalation): the
   * event for the signed webhook, when it is configured and NOTIFY_WEBHOOK_EVENTS wants that type;
   * otherwise nothing is queued. Build the event with leadEvent.
   */
  async emit(tx: EntityManager, event: LeadChangeEvent): Promise<void> {
    if (!this.streams(event.type)) return;
    await this.enqueueOne(tx, { leadId: event.data.leadId, channel: 'webhook', event }, { outcome: 'queued', channel: 'webhook', detail: event.type, at: new Date(event.occurredAt) });
  }

  /**
   * Inside an escalation's transaction: its webhook event, and the lead told again as an escalation by
   * e-mail (to the escalation recipients), Slack and Teams, where configured.
   */
  private async escalated(tx: EntityManager, { leadId, step, minutesWaiting, at }: Escalation): Promise<void> {
    // A millisecond after the "escalated" line of the same flush, so the timeline shows them in order.
    const after = new Date(at.getTime() + 1);
    await this.emit(tx, leadEvent('lead.escalated', { leadId, step, minutesWaiting }, after));
    for (const channel of this.channels.filter((c) => c === 'email' || c === 'slack' || c === 'teams')) {
      await this.enqueueOne(tx, { leadId, channel, escalation: { step, minutesWaiting } }, { outcome: 'queued', channel, detail: ESCALATION_DETAIL, at: after });
    }
  }

  private streams(type: WebhookEventType): boolean {
    return this.webhook.configured && this.config.notifyWebhookEvents.includes(type);
  }

  private async enqueueOne(tx: EntityManager, job: NotificationJob, line: NotificationLine & { outcome: 'queued' }): Promise<void> {
    await this.queue.sendInTransaction(tx, NOTIFY_QUEUE, job);
    await this.timeline.notification(job.leadId, line, tx);
  }

  /** One attempt. A throw fails it: the queue retries it later, or gives up after the last retry. */
  async deliver(job: QueuedJob<NotificationJob>): Promise<{ sent: boolean; detail: string }> {
    const { leadId, channel } = job.data;
    const attempt = job.retryCount + 1;
    const attempts = job.retryLimit + 1;
    if (channel === 'none' || !this.isConfigured(channel)) {
      const reason = channel === 'none' ? NO_CHANNEL_REASON : `${channel} is no longer configured`;
      await this.timeline.notification(leadId, { outcome: 'skipped', channel, detail: reason });
      return { sent: false, detail: `not sent: ${reason}` };
    }
    const lead = await this.reader.record(leadId);
    if (!lead) return { sent: false, detail: 'the lead no longer exists' };
    const settings: NoticeSettings = { brandName: this.config.BRAND_NAME, siteOrigin: this.config.SITE_ORIGIN, timeZone: this.config.DESK_TIME_ZONE };
    // A change's event and an escalation name themselves on the timeline; a new lead's notification is the lead itself.
    const change = job.data.escalation ? `${ESCALATION_DETAIL} ` : job.data.event && job.data.event.type !== 'lead.received' ? `${job.data.event.type} ` : '';
    let detail: string;
    try {
      detail = change + (await this.send(job, lead, settings));
    } catch (error) {
      const reason = change + failureReason(error);
      const retried = !(error instanceof PermanentFailure) && attempt < attempts;
      await this.timeline.notification(leadId, { outcome: 'failed', channel, detail: failedAttemptDetail(attempt, attempts, reason, retried) });
      this.logger.warn({ leadId, kind: lead.kind, channel, attempt, attempts, reason }, 'lead notification failed');
      // The queue reads what to do next from the error's class: retry after the receiver's delay, or give up now.
      if (error instanceof PermanentFailure) throw new PermanentFailure(reason);
      if (error instanceof RetryLater) throw new RetryLater(reason, error.delaySeconds);
      throw new Error(reason);
    }
    await this.timeline.notification(leadId, { outcome: 'sent', channel, detail: sentDetail(detail, attempt) });
    this.logger.log({ leadId, kind: lead.kind, channel, attempt }, 'lead notification sent');
    return { sent: true, detail };
  }

  private send({ id, data }: QueuedJob<NotificationJob>, lead: LeadRecordView, settings: NoticeSettings): Promise<string> {
    const { escalation } = data;
    switch (data.channel) {
      case 'email':
        return this.email.send(leadEmail(lead, settings, escalation), id, escalation ? this.config.escalationEmailTo : this.config.notifyEmailTo);
      case 'slack':
        return this.chat.send('slack', slackMessage(lead, settings, new Date(), escalation));
      case 'teams':
        return this.chat.send('teams', teamsMessage(lead, settings, new Date(), escalation));
      default: {
        const event = data.event ?? { id, type: 'lead.received' };
        return this.webhook.send(event.type === 'lead.received' ? receivedEvent(lead, settings, event.id) : event, id);
      }
    }
  }

  /**
   * A job that exhausted its retries, in the log; a notification also on the lead's timeline and the
   * dashboard (an escalation step that never ran has nothing to show there).
   */
  async gaveUp(job: QueuedJob<LeadJob>): Promise<void> {
    const attempts = (job.sourceRetryCount ?? job.retryLimit) + 1;
    const output = job.sourceOutput as { message?: unknown } | null;
    const reason = typeof output?.message === 'string' ? failureReason(output.message) : 'unknown error';
    if (isEscalationJob(job.data)) {
      this.logger.error({ leadId: job.data.leadId, step: job.data.step, attempts, reason }, 'lead escalation gave up');
      return;
    }
    const { leadId, channel } = job.data;
    await this.timeline.notification(leadId, { outcome: 'gave_up', channel, detail: gaveUpDetail(attempts, reason) });
    this.logger.error({ leadId, channel, attempts, reason }, 'lead notification gave up');
  }

  /**
   * "Send again" from the desk, an admin's action: a new job for the channel, queued and audited in one
   * transaction. The lead must exist, not be marked spam, and the channel be configured.
   */
  async resend(leadId: string, channel: Exclude<NotificationChannel, 'none'>, admin: AdminPrincipal, ip: string | null): Promise<LeadDetailView> {
    const lead = await this.reader.record(leadId);
    if (!lead) throw new DomainError('not_found', 'Lead not found');
    if (lead.status === 'spam') throw new DomainError('lead_is_spam', SPAM_LEAD_RESEND_MESSAGE);
    if (!this.isConfigured(channel)) throw new DomainError('channel_not_configured', `${NOTIFICATION_CHANNEL_LABELS[channel]} notifications are not configured`);
    await this.em.fork().transactional(async (tx) => {
      await this.enqueueOne(tx, { leadId: lead.id, channel }, { outcome: 'queued', channel, detail: 'sent again from the desk', actor: admin.username });
      await this.audit.record({ action: 'lead_notification_resent', actor: admin.username, subject: lead.id, ip, details: { channel } }, tx);
    });
    return (await this.reader.detail(lead.id))!;
  }

  private isConfigured(channel: NotificationChannel): boolean {
    if (channel === 'slack' || channel === 'teams') return this.chat.configured(channel);
    return channel === 'email' ? this.email.configured : channel === 'webhook' ? this.webhook.configured : false;
  }

  private logChannels(): void {
    const channels = this.channels;
    if (channels[0] === 'none') {
      this.logger.warn(`no notification channel configured (SMTP_URL with NOTIFY_EMAIL_TO, NOTIFY_SLACK_WEBHOOK_URL, NOTIFY_TEAMS_WEBHOOK_URL or NOTIFY_WEBHOOK_URL): leads are stored and shown on the desk, and nobody is notified`);
      return;
    }
    const described = channels.map((channel) => {
      if (channel === 'email') return `e-mail to ${this.config.notifyEmailTo.length} address(es)`;
      if (channel === 'webhook') return `webhook to ${this.webhook.target} (${this.config.notifyWebhookEvents.join(', ')})`;
      return `${NOTIFICATION_CHANNEL_LABELS[channel]} to ${this.chat.target(channel as 'slack' | 'teams')}`;
    });
    this.logger.log(`lead notifications by ${described.join(' and ')}`);
  }
}
