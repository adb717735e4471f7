import type { ReactNode } from 'react';
import type { MetaInput } from '../../core/metadata.js';
import { breadcrumbList, faqPage, type JsonLd } from '../../core/structured-data.js';
import { ogImage } from '../app/og-image.js';
import type { MetaContext, PageDefinition } from '../app/page.js';
import type { PublicFactView } from '../../core/company-facts.js';
import { Blocks, TestimonialsContext } from '../blocks/blocks.js';
import { PageHero, type HeroBackdrop } from '../blocks/page-hero.js';
import type { PageContent } from '../content/page-content.js';
import type { LinkItem } from '../content/types.js';

// What the four page templates share: the hero-then-blocks body, and the metadata every content page has
// (canonical, Open Graph image, BreadcrumbList, FAQPage where questions show). docs/product.md#17-marketing-pages.

/** Home, the parent page if any, then the page itself. */
export function crumbsOf(content: PageContent): LinkItem[] {
  return [{ label: 'Home', href: '/' }, ...(content.parent ? [content.parent] : []), { label: content.breadcrumb, href: content.path }];
}

/** The hero (with breadcrumbs) and the page's blocks. */
export function ContentBody({ content, aside, byline, backdrop }: { content: PageContent; aside?: ReactNode; byline?: ReactNode; backdrop?: HeroBackdrop }) {
  return (
    <>
      <PageHero hero={content.hero} crumbs={crumbsOf(content)} aside={aside} byline={byline} backdrop={backdrop} />
      <Blocks blocks={content.blocks} />
    </>
  );
}

/** Title, description, canonical, image and the JSON-LD every content page carries, plus the family's own. */
export function contentMeta(content: PageContent, context: Pick<MetaContext<unknown>, 'site' | 'assets'>, familyJsonLd: JsonLd[], extra: Partial<MetaInput> = {}): MetaInput {
  const faqs = content.blocks.flatMap((block) => (block.type === 'faq' ? block.items : []));
  const crumbs = crumbsOf(content).slice(1).map((crumb) => ({ name: crumb.label, path: crumb.href }));
  return {
    title: content.meta.title,
    description: content.meta.description,
    path: content.path,
    keywords: content.meta.keywords,
    image: ogImage(context.assets, content.hero.title),
    jsonLd: [...familyJsonLd, breadcrumbList(context.site, crumbs), ...(faqs.length ? [faqPage(faqs)] : [])],
    ...extra,
  };
}

/** What a content page reads through the page data: the testimonials, when it has a testimonials block. */
interface ContentData {
  testimonials: PublicFactView<'testimonial'>[];
}

/**
 * The page definition of a content module: its component, metadata, canonical path and window-hook source.
 * A page with a testimonials block reads the studio's testimonials (docs/product.md#253-company-facts).
 */
export function contentPage(content: PageContent, Component: () => ReactNode, meta: (context: MetaContext) => MetaInput): PageDefinition {
  const base = { meta, canonicalPath: content.path, quoteHookSource: content.quoteHookSource };
  if (!content.blocks.some((block) => block.type === 'testimonials')) return { ...base, component: Component };
  const page: PageDefinition<ContentData> = {
    ...base,
    meta: (context) => meta({ ...context, data: undefined }),
    load: async (_params, data) => ({ testimonials: await data.companyFacts('testimonial') }),
    component: ({ data }) => (
      <TestimonialsContext.Provider value={data.testimonials}>
        <Component />
      </TestimonialsContext.Provider>
    ),
  };
  return page as unknown as PageDefinition;
}
