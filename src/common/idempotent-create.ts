import { Logger } from '@nestjs/common';
import { UniqueConstraintViolationException, type EntityClass, type EntityManager, type FilterQuery, type RequiredEntityData } from '@mikro-orm/postgresql';
import { DomainError } from './domain-error.js';
import { FORM_REPEAT_WINDOW_MINUTES } from '../../core/lead-form-post.js';
import { IDEMPOTENCY_KEY_INVALID_MESSAGE, IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_KEY_REUSED_MESSAGE } from '../../core/idempotency-key.js';
import type { LeadKind } from '../../core/lead-desk.js';
import { RequestValidationError } from './request-validation.js';
import { requestHash } from './request-hash.js';

// How every lead endpoint stores a lead (docs/product.md#52-idempotency): committed before success, and
// an Idempotency-Key stored with the hash of its request, so a retry answers the first id and a reused
// key with other data is refused. A form post has no key: the same post from the same client within
// FORM_REPEAT_WINDOW_MINUTES answers the first id (docs/product.md#45-forms-without-javascript).

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
  /**
   * Who sent a request without a key, when the same request from them should be answered again rather
   * than stored twice (a form post: a reload, a back-and-resend): their address and user agent.
   */
  client?: string;
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
  if (!key && creation.client !== undefined) return createOrRepeat(em, creation, creation.client);
  const hash = key ? requestHash(creation.request) : null;
  if (key) {
    const existing = await answerFor(em, entity, key, hash);
    if (existing) return existing;
  }
  try {
    return await em.fork().transactional((tx) => insert(tx, creation, key ?? null, hash));
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
 * A request without a key from `client`: its hash covers the request and the client, and the same hash
 * stored within the window answers that row. The transaction holds an advisory lock on the hash, so two
 * copies sent at once (a double click) wait for each other and the second finds the first.
 */
async function createOrRepeat<T extends IdempotentRow>(em: EntityManager, creation: IdempotentCreation<T>, client: string): Promise<LeadReceipt> {
  const hash = requestHash({ client, request: creation.request });
  return em.fork().transactional(async (tx) => {
    await tx.getConnection().execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [hash], 'get', tx.getTransactionContext());
    const since = new Date(Date.now() - FORM_REPEAT_WINDOW_MINUTES * 60_000);
    const repeat = await tx.findOne(creation.entity, { requestHash: hash, idempotencyKey: null, receivedAt: { $gt: since } } as FilterQuery<T>, {
      fields: ['id', 'isSpam'] as never,
      orderBy: { receivedAt: 'asc' } as never,
    });
    if (repeat) return { id: repeat.id, created: false, spam: repeat.isSpam };
    return insert(tx, creation, null, hash);
  });
}

/** Inserts the row with its key and hash, then runs afterInsert, in the caller's transaction. */
async function insert<T extends IdempotentRow>(tx: EntityManager, creation: IdempotentCreation<T>, key: string | null, hash: string | null): Promise<LeadReceipt> {
  const row = tx.create(creation.entity, { ...creation.record, idempotencyKey: key, requestHash: hash } as RequiredEntityData<T>);
  await tx.flush();
  await creation.afterInsert?.(row, tx);
  return { id: row.id, created: true, spam: row.isSpam };
}

/**
 * Every lead leaves one log line, committed or answered again, naming it by id and kind only: never a
 * name, e-mail, phone, company or message (README, "logs carry ... no personal data"). Inside a request
 * the line also carries the request id.
 */
function logged(kind: LeadKind, receipt: LeadReceipt): LeadReceipt {
  const line = { leadId: receipt.id, kind, spam: receipt.spam };
  if (receipt.created) logger.log(line, 'lead stored');
  else logger.log(line, 'lead request answered again (same Idempotency-Key, or the same form post)');
  return receipt;
}

/** The stored answer for a key, if the key was used for this same request; 422 if for another one. */
async function answerFor<T extends IdempotentRow>(em: EntityManager, entity: EntityClass<T>, key: string, hash: string | null): Promise<LeadReceipt | undefined> {
  const found = await em.fork().findOne(entity, { idempotencyKey: key } as FilterQuery<T>, { fields: ['id', 'isSpam', 'requestHash'] as never });
  if (!found) return undefined;
  if (found.requestHash !== hash) throw new DomainError('idempotency_key_reused', IDEMPOTENCY_KEY_REUSED_MESSAGE);
  return { id: found.id, created: false, spam: found.isSpam };
}
