import { IsDefined, IsIn } from 'class-validator';
import { RESENDABLE_CHANNELS, type NotificationChannel } from '../../../core/lead-desk.js';

/** POST /api/admin/leads/{id}/notifications: the channel to send the lead's notification on again. */
export class ResendNotificationDto {
  @IsDefined({ message: 'channel is required' })
  @IsIn(RESENDABLE_CHANNELS, { message: `channel must be one of: ${RESENDABLE_CHANNELS.join(', ')}` })
  channel!: Exclude<NotificationChannel, 'none'>;
}
