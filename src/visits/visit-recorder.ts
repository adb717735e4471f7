import { Injectable } from '@nestjs/common';
import { normalizeIp } from '@nestjs/throttler';
import type { Request } from 'express';
import { zonedDate } from '../../core/desk-days.js';
import { NOT_FOUND_EVENT } from '../../core/visits.js';
import { AdminAuth, presentedToken } from '../admin/index.js';
import { Clock } from '../common/clock.js';
import { AppConfig } from '../config/app-config.js';
import { decidePagePath } from '../render/page-path.js';
import { RenderService } from '../render/render.service.js';
import type { VisitBeacon } from './visit-beacon.js';
import { VisitBuffer } from './visit-buffer.js';
import { normaliseUtm, pathOnly, referrerHost } from '../common/attribution-values.js';
import { deviceClass, headerRefusal } from './visit-rules.js';
import { VisitorHashes } from './visitor-hashes.js';

/** What became of a beacon: counted, stored as a not-found path, or not counted (and why). */
export type VisitOutcome = 'counted' | 'not_found' | 'declined' | 'prefetch' | 'bot' | 'staff' | 'ignored';

/**
 * Decides whether a beacon counts and hands its row to the buffer (docs/product.md#26-visit-counting). In
 * order, cheapest first: a visitor declining tracking (Sec-GPC, DNT), a prefetch or a bot is not counted;
 * nor is a request whose admin session cookie signs someone in (looked up only when the cookie is there,
 * without keeping the session alive: reading public pages is not working in the back office).
 * A path that is no page of the site is stored once, as a not-found event with its referrer's host alone.
 * Nothing of the request that could name a person is kept: its address and user agent only go into the
 * day's visitor hash, and the user agent into a device class.
 */
@Injectable()
export class VisitRecorder {
  private readonly siteHost: string;
  /** The desk's date of the minute last asked for: day boundaries fall on whole minutes in every time zone. */
  private today = { minute: Number.NaN, day: '' };

  constructor(
    private readonly buffer: VisitBuffer,
    private readonly hashes: VisitorHashes,
    private readonly renderer: RenderService,
    private readonly auth: AdminAuth,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {
    this.siteHost = new URL(config.SITE_ORIGIN).hostname;
  }

  async record(beacon: VisitBeacon, req: Request): Promise<VisitOutcome> {
    const refused = headerRefusal(req.headers);
    if (refused) return refused;
    if (await this.signedInStaff(req)) return 'staff';
    const event = beacon.event ?? 'pageview';
    const at = this.clock.date();
    const day = this.deskDay(at);
    const path = pathOnly(beacon.path);
    const host = referrerHost(beacon.referrer, [this.siteHost, req.hostname]);
    if (!this.isPage(path)) {
      if (event !== 'pageview') return 'ignored';
      this.buffer.add({ at, day, path, family: 'not-found', event: NOT_FOUND_EVENT, referrerHost: host, ...normaliseUtm(undefined), device: null, visitor: null });
      return 'not_found';
    }
    const userAgent = req.get('user-agent') ?? '';
    const visitor = await this.hashes.hash(day, normalizeIp(req.ip ?? req.socket.remoteAddress ?? ''), userAgent);
    this.buffer.add({
      at,
      day,
      path,
      family: this.renderer.pageFamily(path),
      event,
      referrerHost: host,
      ...normaliseUtm(beacon.utm),
      device: deviceClass(userAgent, req.get('sec-ch-ua-mobile')),
      visitor,
    });
    return 'counted';
  }

  /** The desk's date (YYYY-MM-DD, DESK_TIME_ZONE) at `at`, worked out once a minute. */
  private deskDay(at: Date): string {
    const minute = Math.floor(at.getTime() / 60_000);
    if (minute !== this.today.minute) this.today = { minute, day: zonedDate(at, this.config.DESK_TIME_ZONE) };
    return this.today.day;
  }

  /** A page of the site's own (not the not-found page), as the page route decides it. */
  private isPage(path: string): boolean {
    return decidePagePath(path).kind === 'page' && this.renderer.isPagePath(path);
  }

  private async signedInStaff(req: Request): Promise<boolean> {
    const presented = presentedToken(req);
    return presented?.via === 'cookie' && (await this.auth.authenticate(presented.token, { touch: false })) !== null;
  }
}
