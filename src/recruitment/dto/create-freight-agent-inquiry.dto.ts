import { FIELD_LIMITS } from '../../../core/field-limits.js';
import { IsBoolean, IsInt, IsOptional, Max, Min } from 'class-validator';
import { Honeypot, LandingPage, LeadEmail, LeadMessage, PhoneNumber, Referrer, RequiredText, Utm, type UtmDto } from '../../common/lead-fields.js';
import { MAX_YEARS_EXPERIENCE } from '../../../core/recruitment-options.js';
import { StateCodes } from './recruitment-fields.js';

const YEARS_MESSAGE = `yearsExperience must be a whole number of years from 0 to ${MAX_YEARS_EXPERIENCE}`;

/**
 * A prospective freight agent asks to join (POST /api/freight-agent-inquiries,
 * docs/product.md#16-recruitment-leads). Contact fields as every lead, then what the agent brings.
 */
export class CreateFreightAgentInquiryDto {
  @RequiredText(FIELD_LIMITS.company) company!: string;
  @RequiredText(FIELD_LIMITS.contactName) contactName!: string;
  @LeadEmail() email!: string;
  @PhoneNumber() phone!: string;

  @IsOptional()
  @Max(MAX_YEARS_EXPERIENCE, { message: YEARS_MESSAGE })
  @Min(0, { message: YEARS_MESSAGE })
  @IsInt({ message: YEARS_MESSAGE })
  yearsExperience?: number;

  @IsOptional() @IsBoolean({ message: 'hasBookOfBusiness must be true or false' }) hasBookOfBusiness?: boolean;

  /** Where the agent has shippers; when given, the same rule as a carrier's (at least one, each once). */
  @IsOptional() @StateCodes() statesServed?: string[];

  @LeadMessage() message?: string;

  /** Honeypot: invisible to people; a filled value marks the inquiry as spam. */
  @Honeypot() website?: string;
  @LandingPage() landingPage?: string;
  @Referrer() referrer?: string;
  @Utm() utm?: UtmDto;
}
