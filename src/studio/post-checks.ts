import { Injectable } from '@nestjs/common';
import { AUDIT_CHECKS, type AuditIssue } from '../../core/content-audit.js';
import type { BlogCategorySlug } from '../../core/blog-categories.js';
import type { PostView } from '../../core/render-contract.js';
import { checkPostFields, STUDIO_TEXTS, type PostCheckView, type PostFields } from '../../core/studio-posts.js';
import { coverDataUrl, postPageView, preparePost, type Post, type PostPageParts } from '../blog/index.js';
import { RequestValidationError } from '../common/request-validation.js';
import { SiteAudit } from '../content-audit/index.js';
import { MediaService } from '../media/index.js';
import { PageData } from '../render/page-data.js';
import { RenderService } from '../render/render.service.js';
import { PostReader } from './post-reader.js';
import { previewDocument } from './preview-document.js';

const checkView = (issue: AuditIssue): PostCheckView => {
  const check = AUDIT_CHECKS[issue.check];
  return { check: issue.check, severity: check.severity, label: check.label, subject: issue.subject, message: issue.message, fix: check.fix };
};

const SEVERITY_ORDER = { error: 0, warning: 1, notice: 2 } as const;
const bySeverity = (a: PostCheckView, b: PostCheckView) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || a.check.localeCompare(b.check);

/**
 * The page a post's fields would make and the content optimizer's page checks on it
 * (docs/product.md#25-content-studio): the preview, and what a publish checks first. The fields' own
 * rule (checkPostFields) runs in the validation pipe for what people send; here only what needs the
 * database (the cover is an uploaded image) and the stricter rule of a publish.
 */
@Injectable()
export class PostChecks {
  constructor(
    private readonly reader: PostReader,
    private readonly renderer: RenderService,
    private readonly pageData: PageData,
    private readonly siteAudit: SiteAudit,
    private readonly media: MediaService,
  ) {}

  /** The page of these fields (for post `id`, or a new one) and the findings of the checks on it. */
  async preview(id: number | null, fields: PostFields): Promise<{ html: string; checks: PostCheckView[] }> {
    await this.coverExists(fields);
    const row = id === null ? null : await this.reader.row(id);
    const { html, checks, draft } = await this.renderChecked(row, fields);
    const generated = fields.coverImageId === null ? { url: draft.cover.url, dataUrl: coverDataUrl(fields) } : null;
    return { html: previewDocument(html, generated), checks };
  }

  /** The page the fields would make, and the findings of the content optimizer's page checks on it, errors first. */
  async renderChecked(row: Post | null, fields: PostFields): Promise<{ html: string; checks: PostCheckView[]; draft: PostView }> {
    const draft = await this.draftView(row, fields);
    const path = `/blog/${draft.slug}`;
    const rendered = await this.renderer.renderWith(path, {
      post: async (slug) => (slug === draft.slug ? draft : null),
      posts: async (category) => (await this.pageData.posts(category)).filter((post) => post.id !== draft.id),
    });
    const issues = await this.siteAudit.checkPage(path, rendered.html, rendered.status, draft.bodyHtml);
    return { html: rendered.html, checks: issues.map(checkView).sort(bySeverity), draft };
  }

  /** A cover must be an uploaded image that exists; else a 400 naming coverImageId. */
  async coverExists(fields: PostFields): Promise<void> {
    if (fields.coverImageId !== null && !(await this.media.view(fields.coverImageId))) throw new RequestValidationError({ coverImageId: STUDIO_TEXTS.noSuchCover });
  }

  /** The text being written, complete enough to publish (every field a publish needs) with a cover that exists; else a 400 naming the fields. */
  async publishable(written: PostFields): Promise<PostFields> {
    const { fields, errors } = checkPostFields(written, true);
    if (!errors.coverImageId && fields.coverImageId !== null && !(await this.media.view(fields.coverImageId))) errors.coverImageId = STUDIO_TEXTS.noSuchCover;
    if (Object.keys(errors).length > 0) throw new RequestValidationError(errors as Record<string, string>);
    return fields;
  }

  /** What the public page is made of besides the fields: the body as HTML, the reading time and the cover. */
  async pageParts(fields: PostFields): Promise<PostPageParts> {
    const prepared = preparePost({ ...fields, category: fields.category as BlogCategorySlug, publishedAt: '', updatedAt: '' });
    const image = fields.coverImageId === null ? null : await this.media.view(fields.coverImageId);
    return {
      bodyHtml: prepared.bodyHtml,
      readingTime: prepared.readingTime,
      cover: image ? { url: image.src, width: image.width, height: image.height, alt: fields.coverAlt, imageId: image.id } : { url: prepared.cover, width: null, height: null, alt: null, imageId: null },
    };
  }

  /** The public page's view of a post with these fields (a draft: dated now). */
  private async draftView(row: Post | null, fields: PostFields): Promise<PostView> {
    const now = new Date();
    const parts = await this.pageParts(fields);
    return postPageView({
      id: row?.id ?? 0,
      title: fields.title,
      slug: fields.slug,
      category: fields.category,
      excerpt: fields.excerpt,
      author: fields.author,
      readingTime: parts.readingTime,
      cover: parts.cover.url,
      coverAlt: parts.cover.alt,
      coverWidth: parts.cover.width,
      coverHeight: parts.cover.height,
      bodyHtml: parts.bodyHtml,
      metaTitle: fields.metaTitle,
      metaDescription: fields.metaDescription,
      publishedAt: row?.publishedAt ?? now,
      updatedAt: now,
    });
  }
}
