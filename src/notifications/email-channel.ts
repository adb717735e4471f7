import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { AppConfig } from '../config/app-config.js';
import type { LeadEmail } from './notification-message.js';

/**
 * Notification e-mail through SMTP_URL (nodemailer, a small pool of connections; STARTTLS where the
 * server offers it, or TLS from the start with smtps://): to NOTIFY_EMAIL_TO, escalations to NOTIFY_ESCALATION_TO.
 */
@Injectable()
export class EmailChannel implements OnApplicationShutdown {
  private transport?: Transporter;

  constructor(private readonly config: AppConfig) {}

  get configured(): boolean {
    return this.config.notifyEmailTo.length > 0;
  }

  /** The recipients it was accepted for; throws when the server refuses it or cannot be reached. */
  async send(email: LeadEmail, deliveryId: string, to: string[]): Promise<string> {
    const info = await this.transporter().sendMail({
      from: { name: this.config.BRAND_NAME, address: this.config.NOTIFY_EMAIL_FROM ?? this.config.PUBLIC_EMAIL },
      to,
      subject: email.subject,
      text: email.text,
      html: email.html,
      // One id for every attempt of one notification: a mailbox can tell a repeat.
      headers: { 'X-Lead-Notification-Id': deliveryId },
    });
    const accepted = (info.accepted as (string | { address: string })[]).map((a) => (typeof a === 'string' ? a : a.address));
    if (accepted.length === 0) throw new Error(`the mail server accepted no recipient (${String(info.response ?? 'no answer')})`);
    return `to ${accepted.join(', ')}`;
  }

  onApplicationShutdown(): void {
    this.transport?.close();
  }

  private transporter(): Transporter {
    this.transport ??= createTransport({
      url: this.config.SMTP_URL,
      pool: true,
      maxConnections: 4,
      // A server that does not answer fails the attempt (which is retried) instead of holding the worker.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    return this.transport;
  }
}
