import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/postgresql';
import { leadColumns } from '../common/lead-record.js';

const CarrierApplicationSchema = defineEntity({
  name: 'CarrierApplication',
  tableName: 'carrier_application',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    company: p.string().length(120),
    contactName: p.string().length(120),
    email: p.string().length(254).index(),
    phone: p.string().length(32),
    mcNumber: p.string().length(8).nullable(),
    usdotNumber: p.string().length(8),
    /** Values of EQUIPMENT_TYPES (recruitment-options.ts), in that list's order. */
    equipmentTypes: p.array(),
    /** Two-letter state codes, in the order of core/us-states.ts. */
    statesServed: p.array(),
    /** The carrier confirmed it holds at least the cargo and liability insurance the law requires (always true). */
    insuranceConfirmed: p.boolean(),
    message: p.text().nullable(),
    ...leadColumns(),
  },
});

/** A carrier partner's application, as received; committed before the visitor sees success. */
export class CarrierApplication extends CarrierApplicationSchema.class {}
CarrierApplicationSchema.setClass(CarrierApplication);
