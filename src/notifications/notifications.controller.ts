import { Body, Controller, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { ADMIN_LEADS_API_PATH } from '../../core/admin-pages.js';
import type { LeadDetailView } from '../../core/lead-desk.js';
import { AdminAuthGuard, AdminCan, clientFacts, CurrentAdmin, type AdminPrincipal } from '../admin/index.js';
import { ResendNotificationDto } from './dto/resend-notification.dto.js';
import { LeadNotifications } from './lead-notifications.js';

/** "Send again" on the desk (docs/product.md#22-lead-notifications): admins only, same-origin when by cookie. */
@Controller(ADMIN_LEADS_API_PATH.slice(1))
@UseGuards(AdminAuthGuard)
export class NotificationsController {
  constructor(private readonly notifications: LeadNotifications) {}

  @Post(':id/notifications')
  @HttpCode(201)
  @AdminCan('leads:change')
  async resend(@Param('id') id: string, @Body() dto: ResendNotificationDto, @CurrentAdmin() admin: AdminPrincipal, @Req() req: Request): Promise<{ success: true; lead: LeadDetailView }> {
    return { success: true, lead: await this.notifications.resend(id, dto.channel, admin, clientFacts(req).ip) };
  }
}
