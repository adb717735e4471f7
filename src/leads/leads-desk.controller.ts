import { Controller, UseGuards } from '@nestjs/common';
import { AdminAuthGuard } from '../admin/index.js';

/** The desk's API (docs/product.md#23-leads-desk). */
@Controller('api/admin/leads')
@UseGuards(AdminAuthGuard)
export class LeadsDeskController {}
