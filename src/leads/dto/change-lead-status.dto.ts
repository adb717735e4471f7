import { IsDefined, IsIn, IsNumber, IsOptional, Max, Min, registerDecorator, type ValidationArguments } from 'class-validator';
import { LEAD_STATUSES, type LeadStatus } from '../../../core/lead-desk.js';
import { LEAD_VALUE_MAX, LOST_REASONS, OUTCOME_TEXTS, type LostReason } from '../../../core/lead-outcome.js';

/** A field that only a move to (or an edit of) one status takes: sent with another status, it is refused. */
function OnlyWithStatus(status: LeadStatus, message: string) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'onlyWithStatus',
      target: target.constructor,
      propertyName,
      validator: {
        validate: (_value: unknown, args: ValidationArguments) => (args.object as { status?: unknown }).status === status,
        defaultMessage: () => message,
      },
    });
}

/**
 * PATCH /api/admin/leads/{id}: the status to move the lead to, with a won lead's value in dollars or a lost
 * lead's reason (both optional; sent again with the same status, they change the outcome alone).
 */
export class ChangeLeadStatusDto {
  @IsDefined({ message: 'status is required' })
  @IsIn(LEAD_STATUSES)
  status!: LeadStatus;

  @IsOptional()
  @OnlyWithStatus('won', OUTCOME_TEXTS.valueNotWon)
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: OUTCOME_TEXTS.valueRule })
  @Min(0, { message: OUTCOME_TEXTS.valueRule })
  @Max(LEAD_VALUE_MAX, { message: OUTCOME_TEXTS.valueRule })
  value?: number | null;

  @IsOptional()
  @OnlyWithStatus('lost', OUTCOME_TEXTS.reasonNotLost)
  @IsIn(LOST_REASONS, { message: OUTCOME_TEXTS.reasonRule })
  lostReason?: LostReason | null;
}
