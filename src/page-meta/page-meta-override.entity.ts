import { defineEntity, p } from '@mikro-orm/postgresql';

const PageMetaOverrideSchema = defineEntity({
  name: 'PageMetaOverride',
  tableName: 'page_meta_override',
  properties: {
    /** A sitemap path, e.g. "/hot-shot-trucking" or "/locations/dallas-tx-expedite". */
    path: p.string().length(300).primary(),
    /** The whole `<title>`; null: the page's own. */
    title: p.string().length(200).nullable(),
    /** The meta description; null: the page's own. */
    description: p.string().length(300).nullable(),
    /** The username of the admin or editor who set it last. */
    updatedBy: p.string().length(64),
    updatedAt: p.datetime(),
  },
});

/** A page's title and description set in the studio (docs/product.md#252-titles-and-descriptions-of-pages). */
export class PageMetaOverride extends PageMetaOverrideSchema.class {}
PageMetaOverrideSchema.setClass(PageMetaOverride);
