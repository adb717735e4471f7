import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  checkPageMetaFields,
  normalizedMetaText,
  PAGE_META_TOPIC,
  pageMetaChecks,
  pageMetaMatches,
  type PageMetaCheckView,
  type PageMetaRowView,
  type PageMetaValues,
  type PageMetaView,
} from '../../core/page-meta.js';
import type { PageMetaOverrideView } from '../../core/render-contract.js';
import { AdminAudit } from '../admin/index.js';
import { DomainError } from '../common/domain-error.js';
import { RequestValidationError } from '../common/request-validation.js';
import { ContentChanges } from '../database/content-changes.js';
import { PageCache } from '../render/page-cache.js';
import { PageData } from '../render/page-data.js';
import { RenderService } from '../render/render.service.js';
import { PageDefaultsIndex, type PageDefaults } from './page-defaults-index.js';
import { PageMetaOverride } from './page-meta-override.entity.js';

/** An override as held in memory. */
interface OverrideRow extends PageMetaValues {
  updatedBy: string;
  updatedAt: Date;
}

export const PAGE_NOT_IN_SITEMAP = 'There is no page at that path in the sitemap';

/** Who changes an override, and from where (for the audit trail). */
export interface PageMetaActor {
  by: string;
  ip: string | null;
}

/**
 * The studio's titles and descriptions of pages (docs/product.md#252-titles-and-descriptions-of-pages).
 *
 * The overrides are held in memory (read once, read again whenever topic `page-meta` is announced), and
 * the views read them through the page-data port for every page they render. Saving or removing one
 * announces the topic in its transaction, so every instance reads them again and drops that page (and
 * its aliases) from its page cache, nothing else.
 *
 * The checks need every page's title and description: they lay the overrides over the index of defaults
 * (PageDefaultsIndex) per question.
 */
@Injectable()
export class PageMetaService implements OnModuleInit {
  private readonly logger = new Logger('PageMeta');
  private overrides?: Promise<Map<string, OverrideRow>>;

  constructor(
    private readonly em: EntityManager,
    private readonly changes: ContentChanges,
    private readonly renderer: RenderService,
    private readonly defaults: PageDefaultsIndex,
    private readonly pageData: PageData,
    private readonly pages: PageCache,
    private readonly audit: AdminAudit,
  ) {}

  onModuleInit(): void {
    this.pageData.providePageMeta({ pageMeta: (path) => this.override(path) });
    this.changes.subscribe(PAGE_META_TOPIC, () => this.overridesChanged());
  }

  /** The override of a page the views render, or null. */
  async override(path: string): Promise<PageMetaOverrideView | null> {
    const row = (await this.overrideRows()).get(path);
    return row ? { title: row.title, description: row.description } : null;
  }

  /** The sitemap pages with their effective title and description, in path order, narrowed by `query`. */
  async list(query = ''): Promise<PageMetaRowView[]> {
    const [defaults, overrides] = await Promise.all([this.defaults.all(), this.overrideRows()]);
    const rows: PageMetaRowView[] = [];
    for (const [path, own] of defaults) {
      const set = overrides.get(path);
      const row = { path, family: own.family, ...effectiveOf(own, set), overridden: set !== undefined };
      if (pageMetaMatches(row, query)) rows.push(row);
    }
    return rows;
  }

  /** A page as its editor opens it; 404 for a path that is no sitemap page. */
  async view(path: string): Promise<PageMetaView> {
    const own = await this.page(path);
    const set = (await this.overrideRows()).get(path);
    const effective = effectiveOf(own, set);
    return {
      path,
      family: own.family,
      defaults: { title: own.title, description: own.description },
      override: set ? { title: set.title, description: set.description, updatedBy: set.updatedBy, updatedAt: set.updatedAt.toISOString() } : null,
      effective,
      checks: await this.checksOf(path, effective),
    };
  }

  /** The checks the page would get with these fields (empty: the page's own); nothing is stored. */
  async check(path: string, input: Record<'title' | 'description', unknown>): Promise<PageMetaCheckView[]> {
    const own = await this.page(path);
    return this.checksOf(path, effectiveOf(own, this.overrideOf(own, this.fields(input))));
  }

  /** Saves the override (an empty field or one equal to the page's own is the default); both default: removed. */
  async save(path: string, input: Record<'title' | 'description', unknown>, actor: PageMetaActor): Promise<PageMetaView> {
    const own = await this.page(path);
    const values = this.overrideOf(own, this.fields(input));
    if (!values) return this.reset(path, actor);
    await this.em.fork().transactional(async (tx) => {
      await tx.execute(
        `insert into page_meta_override (path, title, description, updated_by, updated_at) values (?, ?, ?, ?, now())
         on conflict (path) do update set title = excluded.title, description = excluded.description, updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
        [path, values.title, values.description, actor.by],
      );
      await this.audit.record({ action: 'page_meta_changed', actor: actor.by, subject: path, ip: actor.ip, details: { title: values.title, description: values.description } }, tx);
      await this.changes.announce(tx, PAGE_META_TOPIC);
    });
    await this.changes.changedHere(PAGE_META_TOPIC);
    return this.view(path);
  }

  /** Back to the page's own title and description (nothing to remove: nothing changes, nothing is recorded). */
  async reset(path: string, actor: PageMetaActor): Promise<PageMetaView> {
    await this.page(path);
    const removed = await this.em.fork().transactional(async (tx) => {
      const deleted = await tx.nativeDelete(PageMetaOverride, { path });
      if (deleted === 0) return false;
      await this.audit.record({ action: 'page_meta_reset', actor: actor.by, subject: path, ip: actor.ip }, tx);
      await this.changes.announce(tx, PAGE_META_TOPIC);
      return true;
    });
    if (removed) await this.changes.changedHere(PAGE_META_TOPIC);
    return this.view(path);
  }


  /** The fields' own rule (400 naming each field that breaks it), then as stored. */
  private fields(input: Record<'title' | 'description', unknown>): PageMetaValues {
    const errors = checkPageMetaFields(input);
    if (Object.keys(errors).length > 0) throw new RequestValidationError(errors as Record<string, string>);
    return { title: normalizedMetaText(input.title as string | null | undefined), description: normalizedMetaText(input.description as string | null | undefined) };
  }

  /** What is kept of the fields: a value equal to the page's own is the default; null when nothing differs. */
  private overrideOf(own: PageDefaults, values: PageMetaValues): PageMetaValues | null {
    const title = values.title === own.title ? null : values.title;
    const description = values.description === own.description ? null : values.description;
    return title === null && description === null ? null : { title, description };
  }

  private async checksOf(path: string, effective: { title: string; description: string }): Promise<PageMetaCheckView[]> {
    const [defaults, overrides] = await Promise.all([this.defaults.all(), this.overrideRows()]);
    const sameTitle: string[] = [];
    const sameDescription: string[] = [];
    for (const [other, own] of defaults) {
      if (other === path) continue;
      const theirs = effectiveOf(own, overrides.get(other));
      if (effective.title && theirs.title === effective.title) sameTitle.push(other);
      if (effective.description && theirs.description === effective.description) sameDescription.push(other);
    }
    return pageMetaChecks(effective, { sameTitle, sameDescription });
  }

  /** A sitemap page's defaults, or a 404. */
  private async page(path: string): Promise<PageDefaults> {
    const own = (await this.defaults.all()).get(path);
    if (!own) throw new DomainError('not_found', PAGE_NOT_IN_SITEMAP);
    return own;
  }

  private overrideRows(): Promise<Map<string, OverrideRow>> {
    this.overrides ??= this.readOverrides().catch((error: unknown) => {
      this.overrides = undefined;
      throw error;
    });
    return this.overrides;
  }

  private async readOverrides(): Promise<Map<string, OverrideRow>> {
    const rows = await this.em.fork().find(PageMetaOverride, {});
    return new Map(rows.map((row) => [row.path, { title: row.title ?? null, description: row.description ?? null, updatedBy: row.updatedBy, updatedAt: row.updatedAt }]));
  }

  /**
   * Topic `page-meta`, on every instance: the overrides are read again, and each page whose override
   * changed leaves the page cache (with its aliases), so its next request renders it with the new head.
   */
  private async overridesChanged(): Promise<void> {
    const before = this.overrides ? await this.overrides.catch(() => new Map<string, OverrideRow>()) : undefined;
    const next = await this.readOverrides();
    this.overrides = Promise.resolve(next);
    if (!before) return;
    const changed = [...new Set([...before.keys(), ...next.keys()])].filter((path) => !sameOverride(before.get(path), next.get(path)));
    const aliases = this.renderer.pageAliases();
    let dropped = 0;
    for (const path of changed) dropped += this.pages.dropPage(path, aliases);
    this.logger.log({ changed, droppedPages: dropped }, 'page titles changed');
  }

}

/** The title and description a page shows: the override's where set, else its own. */
function effectiveOf(own: Pick<PageDefaults, 'title' | 'description'>, set: PageMetaValues | null | undefined): { title: string; description: string } {
  return { title: set?.title ?? own.title, description: set?.description ?? own.description };
}

const sameOverride = (a: OverrideRow | undefined, b: OverrideRow | undefined): boolean =>
  a === b || (a !== undefined && b !== undefined && a.title === b.title && a.description === b.description);
