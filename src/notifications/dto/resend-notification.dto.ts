import { IsDefined, IsIn } from 'class-validator';
import type { NotificationChannel } from '../../../core/lead-desk.js';

/** POST /api/admin/leads/{id}/notifications: the channel to send the lead's notification on again. */
export class ResendNotificationDto {
  @IsDefined({ message: 'channel is required' })
  @IsIn(['email', 'webhook'], { message: 'channel must be one of: email, webhook' })
  channel!: Exclude<NotificationChannel, 'none'>;
}
