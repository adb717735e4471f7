import { FIELD_LIMITS } from '../../../core/field-limits.js';
import { Equals, IsOptional } from 'class-validator';
import { Honeypot, LandingPage, LeadEmail, LeadMessage, PhoneNumber, Referrer, RequiredText, Utm, type UtmDto } from '../../common/lead-fields.js';
import { INSURANCE_NOT_CONFIRMED_MESSAGE } from '../../../core/error-messages.js';
import { CarrierNumber, EquipmentTypes, StateCodes } from './recruitment-fields.js';

/**
 * A carrier partner applies (POST /api/carrier-applications, docs/product.md#16-recruitment-leads).
 * Contact fields as every lead, then the carrier's authority, fleet, lanes and insurance confirmation.
 */
export class CreateCarrierApplicationDto {
  @RequiredText(FIELD_LIMITS.company) company!: string;
  @RequiredText(FIELD_LIMITS.contactName) contactName!: string;
  @LeadEmail() email!: string;
  @PhoneNumber() phone!: string;

  @IsOptional() @CarrierNumber() mcNumber?: string;
  @CarrierNumber() usdotNumber!: string;
  @EquipmentTypes() equipmentTypes!: string[];
  @StateCodes() statesServed!: string[];
  @Equals(true, { message: INSURANCE_NOT_CONFIRMED_MESSAGE }) insuranceConfirmed!: true;

  @LeadMessage() message?: string;

  /** Honeypot: invisible to people; a filled value marks the application as spam. */
  @Honeypot() website?: string;
  @LandingPage() landingPage?: string;
  @Referrer() referrer?: string;
  @Utm() utm?: UtmDto;
}
