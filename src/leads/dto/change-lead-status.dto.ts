import { IsDefined, IsIn } from 'class-validator';
import { LEAD_STATUSES, type LeadStatus } from '../../../core/lead-desk.js';

/** PATCH /api/admin/leads/{id}: the status to move the lead to. */
export class ChangeLeadStatusDto {
  @IsDefined({ message: 'status is required' })
  @IsIn(LEAD_STATUSES)
  status!: LeadStatus;
}
