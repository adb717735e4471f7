import { Injectable } from '@nestjs/common';
import { NOTIFICATION_CHANNEL_LABELS } from '../../core/lead-desk.js';
import { AppConfig } from '../config/app-config.js';
import { deliver } from './http-delivery.js';

export type ChatService = 'slack' | 'teams';

/**
 * Notification to a chat: a Slack or Teams incoming webhook (NOTIFY_SLACK_WEBHOOK_URL,
 * NOTIFY_TEAMS_WEBHOOK_URL). The URL is the credential, so it is never shown: the timeline names the host.
 */
@Injectable()
export class ChatChannel {
  constructor(private readonly config: AppConfig) {}

  configured(service: ChatService): boolean {
    return this.url(service) !== undefined;
  }

  target(service: ChatService): string {
    const url = this.url(service);
    return url ? new URL(url).host : '';
  }

  async send(service: ChatService, message: object): Promise<string> {
    const status = await deliver({
      url: this.url(service)!,
      receiver: NOTIFICATION_CHANNEL_LABELS[service],
      headers: { 'User-Agent': `${this.config.BRAND_NAME} lead notifications` },
      body: JSON.stringify(message),
    });
    return `to ${this.target(service)} (HTTP ${status})`;
  }

  private url(service: ChatService): string | undefined {
    return service === 'slack' ? this.config.NOTIFY_SLACK_WEBHOOK_URL : this.config.NOTIFY_TEAMS_WEBHOOK_URL;
  }
}
