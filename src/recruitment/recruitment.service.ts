import { LEAD_FORM_POSTS } from '../../core/lead-form-post.js';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { idempotentCreate, type LeadReceipt } from '../common/idempotent-create.js';
import { firstTouchRecord, leadAttribution, leadFieldList, type LeadFieldEntry, type RequestFacts } from '../common/lead-record.js';
import { LeadDetails, LeadInbox, type LeadRecordDetails } from '../leads/index.js';
import { Metrics } from '../metrics/metrics.js';
import { CarrierApplication } from './carrier-application.entity.js';
import type { CreateCarrierApplicationDto } from './dto/create-carrier-application.dto.js';
import type { CreateFreightAgentInquiryDto } from './dto/create-freight-agent-inquiry.dto.js';
import { FreightAgentInquiry } from './freight-agent-inquiry.entity.js';

/**
 * Stores recruitment leads (docs/product.md#16-recruitment-leads): each committed before the visitor sees
 * success, with the Idempotency-Key rules of every lead (idempotentCreate) and a filled honeypot stored
 * flagged as spam.
 */
@Injectable()
export class RecruitmentService implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly inbox: LeadInbox,
    private readonly leadDetails: LeadDetails,
    private readonly metrics: Metrics,
  ) {}

  onModuleInit(): void {
    this.leadDetails.provide('freight_agent', (id) => this.freightAgentDetails(id));
    this.leadDetails.provide('carrier', (id) => this.carrierDetails(id));
  }

  /** A freight agent inquiry as the leads desk shows it, in the form's order (docs/product.md#21-leads-desk). */
  async freightAgentDetails(id: string): Promise<LeadRecordDetails | null> {
    const row = await this.em.fork().findOne(FreightAgentInquiry, { id });
    if (!row) return null;
    return {
      fields: leadFieldList({
        contact: contactFields(row),
        request: [
          ['Years of experience', row.yearsExperience],
          ['Book of business', row.hasBookOfBusiness === null || row.hasBookOfBusiness === undefined ? null : row.hasBookOfBusiness ? 'Yes' : 'No'],
          ['States served', row.statesServed?.join(', ')],
        ],
      }),
      message: row.message ?? null,
      attribution: leadAttribution(row),
    };
  }

  /** A carrier application as the leads desk shows it, in the form's order. */
  async carrierDetails(id: string): Promise<LeadRecordDetails | null> {
    const row = await this.em.fork().findOne(CarrierApplication, { id });
    if (!row) return null;
    return {
      fields: leadFieldList({
        contact: contactFields(row),
        request: [
          ['MC number', row.mcNumber],
          ['USDOT number', row.usdotNumber],
          ['Equipment', row.equipmentTypes.join(', ')],
          ['States served', row.statesServed.join(', ')],
          ['Insurance', row.insuranceConfirmed ? 'Cargo and liability insurance confirmed' : 'Not confirmed'],
        ],
      }),
      message: row.message ?? null,
      attribution: leadAttribution(row),
    };
  }

  async createFreightAgentInquiry(dto: CreateFreightAgentInquiryDto, facts: RequestFacts): Promise<LeadReceipt> {
    const receipt = await idempotentCreate(this.em, {
      kind: 'freight_agent',
      entity: FreightAgentInquiry,
      request: dto,
      idempotencyKey: facts.idempotencyKey,
      client: facts.client,
      record: {
        company: dto.company,
        contactName: dto.contactName,
        email: dto.email.toLowerCase(),
        phone: dto.phone,
        yearsExperience: dto.yearsExperience ?? null,
        hasBookOfBusiness: dto.hasBookOfBusiness ?? null,
        statesServed: dto.statesServed ?? null,
        message: dto.message ?? null,
        ...firstTouchRecord(dto, facts),
      },
      afterInsert: (row, em) => this.inbox.record(em, { ...recruitmentLead(row), kind: 'freight_agent', source: LEAD_FORM_POSTS.freight_agent.source }),
    });
    if (receipt.created) this.metrics.leadStored('freight_agent', receipt.spam);
    return receipt;
  }

  async createCarrierApplication(dto: CreateCarrierApplicationDto, facts: RequestFacts): Promise<LeadReceipt> {
    const receipt = await idempotentCreate(this.em, {
      kind: 'carrier',
      entity: CarrierApplication,
      request: dto,
      idempotencyKey: facts.idempotencyKey,
      client: facts.client,
      record: {
        company: dto.company,
        contactName: dto.contactName,
        email: dto.email.toLowerCase(),
        phone: dto.phone,
        mcNumber: dto.mcNumber ?? null,
        usdotNumber: dto.usdotNumber,
        equipmentTypes: dto.equipmentTypes,
        statesServed: dto.statesServed,
        insuranceConfirmed: dto.insuranceConfirmed,
        message: dto.message ?? null,
        ...firstTouchRecord(dto, facts),
      },
      afterInsert: (row, em) => this.inbox.record(em, { ...recruitmentLead(row), kind: 'carrier', source: LEAD_FORM_POSTS.carrier_application.source }),
    });
    if (receipt.created) this.metrics.leadStored('carrier', receipt.spam);
    return receipt;
  }
}

/** What the inbox shows of a recruitment lead (both forms share these fields). */
function recruitmentLead(row: FreightAgentInquiry | CarrierApplication) {
  return { id: row.id, receivedAt: row.receivedAt, name: row.contactName, company: row.company, email: row.email, phone: row.phone, spam: row.isSpam, firstTouch: row };
}

/** The contact fields both recruitment forms open with. */
function contactFields(row: FreightAgentInquiry | CarrierApplication): LeadFieldEntry[] {
  return [
    ['Company', row.company],
    ['Contact', row.contactName],
    ['E-mail', row.email, 'mailto'],
    ['Phone', row.phone, 'tel'],
  ];
}
