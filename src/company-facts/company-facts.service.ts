import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  checkFactFields,
  checkImageId,
  FACT_TEXTS,
  FACTS_TOPIC,
  factName,
  type CompanyFactView,
  type FactFields,
  type FactKind,
  type PublicFactView,
} from '../../core/company-facts.js';
import { AdminAudit } from '../admin/index.js';
import { DomainError } from '../common/domain-error.js';
import { RequestValidationError } from '../common/request-validation.js';
import { ContentChanges } from '../database/content-changes.js';
import { MediaService } from '../media/index.js';
import { PageCache } from '../render/page-cache.js';
import { PageData } from '../render/page-data.js';
import { CompanyFact } from './company-fact.entity.js';

/** Who changes a fact, and from where: the audit trail's actor and address. */
export interface FactChanger {
  username: string;
  ip: string | null;
}

/** What a create or a change sends: the fields as typed, and the uploaded image (null: the built-in one). */
export interface FactInput {
  fields: unknown;
  imageId?: unknown;
}

/**
 * The company facts (docs/product.md#253-company-facts): the awards, magazine features and testimonials
 * the public pages show, each confirmed by a person before it counts as true.
 *
 * The facts are held in memory (read once, read again whenever topic `facts` is announced) and the views
 * read them through the page-data port. A change announces the topic in its transaction, so every
 * instance reads them again and drops the pages that show facts from its page cache.
 */
@Injectable()
export class CompanyFactsService implements OnModuleInit {
  private readonly logger = new Logger('CompanyFacts');
  private facts?: Promise<CompanyFactView[]>;

  constructor(
    private readonly em: EntityManager,
    private readonly changes: ContentChanges,
    private readonly media: MediaService,
    private readonly pageData: PageData,
    private readonly pages: PageCache,
    private readonly audit: AdminAudit,
  ) {}

  onModuleInit(): void {
    this.pageData.provideCompanyFacts({ companyFacts: (kind) => this.shown(kind) });
    this.changes.subscribe(FACTS_TOPIC, () => this.factsChanged());
  }

  /** Every fact, by kind then position. */
  list(): Promise<CompanyFactView[]> {
    this.facts ??= this.read().catch((error: unknown) => {
      this.facts = undefined;
      throw error;
    });
    return this.facts;
  }

  /** One fact, or a 404. */
  async get(id: string): Promise<CompanyFactView> {
    const fact = (await this.list()).find((each) => each.id === id);
    if (!fact) throw new DomainError('not_found', FACT_TEXTS.noSuchFact);
    return fact;
  }

  /** The facts of a kind as the pages show them, in order. */
  async shown<K extends FactKind>(kind: K): Promise<PublicFactView<K>[]> {
    return (await this.list()).filter((fact) => fact.kind === kind).map(({ id, fields, image }) => ({ id, kind, fields, image }) as PublicFactView<K>);
  }

  /** The facts nobody has confirmed, by id with their names: what one audit run holds the pages to. */
  async unconfirmed(): Promise<Map<string, string>> {
    return new Map((await this.list()).filter((fact) => fact.confirmedAt === null).map((fact) => [fact.id, fact.name]));
  }

  /** Adds a fact, unconfirmed, after the others of its kind. */
  async create(kind: FactKind, input: FactInput, by: FactChanger): Promise<CompanyFactView> {
    const { fields, imageId } = await this.checked(kind, input);
    const id = await this.write(async (tx) => {
      const last = await tx.findOne(CompanyFact, { kind }, { orderBy: { position: 'desc' } });
      const row = tx.create(CompanyFact, { kind, position: (last?.position ?? 0) + 1, fields, imageId, updatedBy: by.username });
      await tx.persist(row).flush();
      await this.audit.record({ action: 'fact_created', actor: by.username, subject: row.id, ip: by.ip, details: { kind, name: factName(kind, fields), fields, imageId } }, tx);
      return row.id;
    });
    return this.get(id);
  }

  /**
   * Changes a fact's fields and image. A change to what a confirmed fact says makes it unconfirmed again:
   * the person confirmed the old words. Saving it unchanged changes nothing and records nothing.
   */
  async change(id: string, input: FactInput, by: FactChanger): Promise<CompanyFactView> {
    const current = await this.get(id);
    const { fields, imageId } = await this.checked(current.kind, input);
    if (sameFields(fields, current.fields) && imageId === (current.image?.id ?? null)) return current;
    await this.write(async (tx) => {
      const row = await tx.findOneOrFail(CompanyFact, { id });
      const wasConfirmed = row.confirmedAt !== null && row.confirmedAt !== undefined;
      row.fields = fields;
      row.imageId = imageId;
      row.confirmedBy = null;
      row.confirmedAt = null;
      row.updatedBy = by.username;
      row.updatedAt = new Date();
      await tx.flush();
      await this.audit.record(
        { action: 'fact_changed', actor: by.username, subject: id, ip: by.ip, details: { kind: row.kind, name: factName(row.kind, fields), fields, imageId, wasConfirmed } },
        tx,
      );
    });
    return this.get(id);
  }

  /** Records that the signed-in person checked the fact is true, now. */
  async confirm(id: string, by: FactChanger): Promise<CompanyFactView> {
    const current = await this.get(id);
    await this.write(async (tx) => {
      const row = await tx.findOneOrFail(CompanyFact, { id });
      row.confirmedBy = by.username;
      row.confirmedAt = new Date();
      await tx.flush();
      await this.audit.record({ action: 'fact_confirmed', actor: by.username, subject: id, ip: by.ip, details: { kind: current.kind, name: current.name } }, tx);
    });
    return this.get(id);
  }

  /** Removes a fact from the pages; answers it as it was. */
  async remove(id: string, by: FactChanger): Promise<CompanyFactView> {
    const current = await this.get(id);
    await this.write(async (tx) => {
      const deleted = await tx.nativeDelete(CompanyFact, { id });
      if (deleted === 0) throw new DomainError('not_found', FACT_TEXTS.noSuchFact);
      await this.audit.record({ action: 'fact_removed', actor: by.username, subject: id, ip: by.ip, details: { kind: current.kind, name: current.name, fields: current.fields } }, tx);
    });
    return current;
  }

  /** The fields' rule of the kind and the image's (400 naming each field that breaks one). */
  private async checked(kind: FactKind, input: FactInput): Promise<{ fields: FactFields; imageId: string | null }> {
    const { fields, errors } = checkFactFields(kind, input.fields);
    const named: Record<string, string> = Object.fromEntries(Object.entries(errors).map(([key, message]) => [key === 'fields' ? key : `fields.${key}`, message]));
    const image = checkImageId(input.imageId);
    if (image.error) named.imageId = image.error;
    else if (image.imageId && !(await this.media.view(image.imageId))) named.imageId = FACT_TEXTS.noSuchImage;
    if (Object.keys(named).length > 0) throw new RequestValidationError(named);
    return { fields, imageId: image.imageId };
  }

  /** A change, its audit entry and the topic's announcement: one transaction; then this instance's own handlers. */
  private async write<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    const result = await this.em.fork().transactional(async (tx) => {
      const done = await work(tx);
      await this.changes.announce(tx, FACTS_TOPIC);
      return done;
    });
    await this.changes.changedHere(FACTS_TOPIC);
    return result;
  }

  private async read(): Promise<CompanyFactView[]> {
    const rows = await this.em.fork().find(CompanyFact, {}, { orderBy: { kind: 'asc', position: 'asc', createdAt: 'asc' } });
    return Promise.all(
      rows.map(async (row) => ({
        id: row.id,
        kind: row.kind,
        position: row.position,
        fields: row.fields,
        image: row.imageId ? await this.media.view(row.imageId) : null,
        name: factName(row.kind, row.fields),
        confirmedBy: row.confirmedBy ?? null,
        confirmedAt: row.confirmedAt ? row.confirmedAt.toISOString() : null,
        updatedBy: row.updatedBy,
        updatedAt: row.updatedAt.toISOString(),
      })),
    );
  }

  /** Topic `facts`, on every instance: the facts are read again and the pages that show them leave the page cache. */
  private async factsChanged(): Promise<void> {
    this.facts = undefined;
    await this.list();
    // Whichever pages read the facts when they rendered, aliases included: none is listed here to forget.
    const dropped = this.pages.dropReading('companyFacts');
    this.logger.log({ droppedPages: dropped }, 'company facts changed');
  }
}

/** The same fields, whatever order the keys come in (jsonb keeps its own). */
function sameFields(a: FactFields, b: FactFields): boolean {
  const ours = a as unknown as Record<string, unknown>;
  const theirs = b as unknown as Record<string, unknown>;
  const keys = new Set([...Object.keys(ours), ...Object.keys(theirs)]);
  return [...keys].every((key) => (ours[key] ?? null) === (theirs[key] ?? null));
}
