import { Logger } from '@nestjs/common';
import { UniqueConstraintViolationException, type EntityClass, type EntityManager, type FilterQuery, type RequiredEntityData } from '@mikro-orm/postgresql';
import { DomainError } from './domain-error.js';
import { IDEMPOTENCY_KEY_INVALID_MESSAGE, IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_KEY_REUSED_MESSAGE } from '../../core/idempotency-key.js';
import type { LeadKind } from '../../core/lead-desk.js';
import { RequestValidationError } from './request-validation.js';
import { requestHash } from './request-hash.js';

// How every lead endpoint stores a lead (docs/product.md#52-idempotency): committed before success, and
// an Idempotency-Key stored with the hash of its request, so a retry answers the first id and a reused
// key with other data is refused.

const logger = new Logger('Leads');

/** The stored outcome of a lead request. */
export interface LeadReceipt {
  id: string;
  /** false when an earlier request with the same idempotency key is answered again. */
  created: boolean;
  spam: boolean;
}

/** A lead table: its rows carry leadColumns() (lead-record.ts), among them the key and the request hash. */
interface IdempotentRow {
  id: string;
  isSpam: boolean;
  idempotencyKey?: string | null;
  requestHash?: string | null;
}

export interface IdempotentCreation<T extends IdempotentRow> {
  /** What the lead is, for the log line that names it (by id and kind, never by its personal data). */
  kind: LeadKind;
  entity: EntityClass<T>;
  /** The validated request (the DTO): its canonical SHA-256 is stored with the key. */
  request: object;
  /** The validated Idempotency-Key header (idempotencyKeyOf), if any. */
  idempotencyKey?: string;
  /** The row to insert, without idempotencyKey and requestHash (added here). */
  record: Omit<RequiredEntityData<T>, 'idempotencyKey' | 'requestHash'>;
  /** More work in the same transaction, after the row is inserted (e.g. recovering abandoned forms). */
  afterInsert?: (row: T, em: EntityManager) => Promise<unknown>;
}

/** The Idempotency-Key header, checked: absent stays undefined, malformed answers 400 naming the header. */
export function idempotencyKeyOf(header: string | undefined): string | undefined {
  if (header !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(header)) {
    throw new RequestValidationError({ 'Idempotency-Key': IDEMPOTENCY_KEY_INVALID_MESSAGE });
  }
  return header;
}

/**
 * Inserts the row (and runs afterInsert) in one transaction that commits before this returns, so a
 * visitor never sees success for a lead that is not stored. With a key: the same key and the same
 * request answers the first row's id and stores nothing; the same key with another request is refused
 * (422), never answered with someone else's id. Concurrent requests with one key wait on the unique key.
 */
export async function idempotentCreate<T extends IdempotentRow>(em: EntityManager, creation: IdempotentCreation<T>): Promise<LeadReceipt> {
  return logged(creation.kind, await createOrAnswer(em, creation));
}

async function createOrAnswer<T extends IdempotentRow>(em: EntityManager, creation: IdempotentCreation<T>): Promise<LeadReceipt> {
  const { entity, idempotencyKey: key } = creation;
  const hash = key ? requestHash(creation.request) : null;
  if (key) {
    const existing = await answerFor(em, entity, key, hash);
    if (existing) return existing;
  }
  try {
    return await em.fork().transactional(async (tx) => {
      const row = tx.create(entity, { ...creation.record, idempotencyKey: key ?? null, requestHash: hash } as RequiredEntityData<T>);
      await tx.flush();
      await creation.afterInsert?.(row, tx);
      return { id: row.id, created: true, spam: row.isSpam };
    });
  } catch (error) {
    // Concurrent requests with one key: PostgreSQL holds the later inserts until the first commits,
    // then they fail on the unique key and are answered from the committed row.
    if (key && error instanceof UniqueConstraintViolationException) {
      const existing = await answerFor(em, entity, key, hash);
      if (existing) return existing;
    }
    throw error;
  }
}

/**
 * Every lead leaves one log line, committed or answered again, naming it by id and kind only: never a
 * name, e-mail, phone, company or message (README, "logs carry ... no personal data"). Inside a request
 * the line also carries the request id.
 */
function logged(kind: LeadKind, receipt: LeadReceipt): LeadReceipt {
  const line = { leadId: receipt.id, kind, spam: receipt.spam };
  if (receipt.created) logger.log(line, 'lead stored');
  else logger.log(line, 'lead request answered again (same Idempotency-Key)');
  return receipt;
}

/** The stored answer for a key, if the key was used for this same request; 422 if for another one. */
async function answerFor<T extends IdempotentRow>(em: EntityManager, entity: EntityClass<T>, key: string, hash: string | null): Promise<LeadReceipt | undefined> {
  const found = await em.fork().findOne(entity, { idempotencyKey: key } as FilterQuery<T>, { fields: ['id', 'isSpam', 'requestHash'] as never });
  if (!found) return undefined;
  if (found.requestHash !== hash) throw new DomainError('idempotency_key_reused', IDEMPOTENCY_KEY_REUSED_MESSAGE);
  return { id: found.id, created: false, spam: found.isSpam };
}
