import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { deliver } from './http-delivery.js';
import { DELIVERY_HEADER, EVENT_HEADER, SIGNATURE_HEADER, signWebhook } from './webhook-signature.js';

/**
 * Notification by webhook: a lead event's JSON body POSTed to NOTIFY_WEBHOOK_URL, signed with
 * NOTIFY_WEBHOOK_SECRET over its exact bytes. What the answer means: deliver (http-delivery.ts).
 */
@Injectable()
export class WebhookChannel {
  constructor(private readonly config: AppConfig) {}

  get configured(): boolean {
    return this.config.NOTIFY_WEBHOOK_URL !== undefined && this.config.NOTIFY_WEBHOOK_SECRET !== undefined;
  }

  /** Where it goes, for the timeline: the host only (a webhook's path or query often holds a token). */
  get target(): string {
    return this.config.NOTIFY_WEBHOOK_URL ? new URL(this.config.NOTIFY_WEBHOOK_URL).host : '';
  }

  async send(event: { id: string }, deliveryId: string): Promise<string> {
    const body = JSON.stringify(event);
    const status = await deliver({
      url: this.config.NOTIFY_WEBHOOK_URL!,
      receiver: this.target,
      headers: {
        'User-Agent': `${this.config.BRAND_NAME} lead notifications`,
        [DELIVERY_HEADER]: deliveryId,
        [EVENT_HEADER]: event.id,
        [SIGNATURE_HEADER]: signWebhook(this.config.NOTIFY_WEBHOOK_SECRET!, body, Math.floor(Date.now() / 1000)),
      },
      body,
    });
    return `to ${this.target} (HTTP ${status})`;
  }
}
