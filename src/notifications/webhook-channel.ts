import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { DELIVERY_HEADER, SIGNATURE_HEADER, signWebhook } from './webhook-signature.js';

/** How long the receiver has to answer before the attempt fails (and is retried). */
export const WEBHOOK_TIMEOUT_MS = 5000;

/**
 * Notification by webhook: the JSON body POSTed to NOTIFY_WEBHOOK_URL, signed with
 * NOTIFY_WEBHOOK_SECRET. A 2xx answer delivers it; anything else, a redirect or a timeout fails it.
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

  async send(payload: object, deliveryId: string): Promise<string> {
    const body = JSON.stringify(payload);
    let response: Response;
    try {
      response = await fetch(this.config.NOTIFY_WEBHOOK_URL!, {
        method: 'POST',
        redirect: 'manual',
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': `${this.config.BRAND_NAME} lead notifications`,
          [DELIVERY_HEADER]: deliveryId,
          [SIGNATURE_HEADER]: signWebhook(this.config.NOTIFY_WEBHOOK_SECRET!, body, Math.floor(Date.now() / 1000)),
        },
        body,
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      if ((error as Error).name === 'TimeoutError') throw new Error(`${this.target} did not answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`);
      throw new Error(`${this.target} could not be reached (${cause?.code ?? cause?.message ?? (error as Error).message})`);
    }
    await response.body?.cancel();
    if (response.status < 200 || response.status > 299) throw new Error(`${this.target} answered HTTP ${response.status}`);
    return `to ${this.target} (HTTP ${response.status})`;
  }
}
