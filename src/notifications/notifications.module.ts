import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/index.js';
import { LeadsModule } from '../leads/index.js';
import { QueueModule } from '../queue/queue.module.js';
import { ChatChannel } from './chat-channel.js';
import { EmailChannel } from './email-channel.js';
import { LeadEscalation } from './lead-escalation.js';
import { LeadNotifications } from './lead-notifications.js';
import { NotificationsController } from './notifications.controller.js';
import { WebhookChannel } from './webhook-channel.js';

/**
 * Every stored lead notifies the team, and one nobody answers is escalated, through the durable queue
 * (docs/product.md#22-lead-notifications).
 */
@Module({
  imports: [QueueModule, LeadsModule, AdminModule],
  controllers: [NotificationsController],
  providers: [LeadNotifications, LeadEscalation, EmailChannel, WebhookChannel, ChatChannel],
  exports: [LeadNotifications],
})
export class NotificationsModule {}
