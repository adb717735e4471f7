import { BLOG_CATEGORIES, blogCategoryName, isBlogCategory } from '../../../core/blog-categories.js';
import { DESCRIPTION_LENGTH, TITLE_LENGTH } from '../../../core/meta-lengths.js';
import type { MetaInput } from '../../../core/metadata.js';
import type { PostSummaryView, PostView, SiteSettings } from '../../../core/render-contract.js';
import { article, breadcrumbList } from '../../../core/structured-data.js';
import { usePage } from '../../app/site-context.js';
import { ogImage } from '../../app/og-image.js';
import { definePage, Gone, Redirect, type MetaContext, type PageDefinition } from '../../app/page.js';
import { BlockSection } from '../../blocks/block-section.js';
import * as frame from '../../blocks/block-section.css.js';
import { PageHero } from '../../blocks/page-hero.js';
import { articlePage, blogList, categoryList, removedPost } from '../../content/blog-pages.js';
import type { LinkItem } from '../../content/types.js';
import { LinkCardGrid } from '../../layout/link-card-grid.js';
import { MessagePage } from '../../layout/message-page.js';
import { button, buttonLarge } from '../../theme/button.css.js';
import { container, section } from '../../theme/utilities.css.js';
import * as s from './blog-pages.css.js';

// The blog (docs/product.md#20-blog): /blog, /blog/<category> and /blog/<slug>, from the posts the page-data
// port serves. Category slugs are reserved, so one route answers both: a category's list or an article.

export const FEED_PATH = '/blog/feed.xml';
const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const postPath = (post: Pick<PostSummaryView, 'slug'>) => `/blog/${post.slug}`;

/** A title that fits a search result: the whole title, else the part before its colon, else whole words. */
export function fitTitle(title: string, max: number = TITLE_LENGTH.max): string {
  if (title.length <= max) return title;
  const head = title.split(':')[0]!.trim();
  if (head.length <= max) return head;
  return `${title.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

/** A description within DESCRIPTION_LENGTH: the excerpt, else its first sentences, else whole words. */
export function fitDescription(text: string, max: number = DESCRIPTION_LENGTH.max): string {
  if (text.length <= max) return text;
  const sentences = text.match(/[^.!?]+[.!?]+/g) ?? [];
  let out = '';
  for (const sentence of sentences) {
    if ((out + sentence).trim().length > max) break;
    out += sentence;
  }
  if (out.trim().length >= DESCRIPTION_LENGTH.min) return out.trim();
  return `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

interface ListData {
  kind: 'list';
  category?: { slug: string; name: string };
  posts: PostSummaryView[];
}

interface ArticleData {
  kind: 'article';
  post: PostView;
  related: PostSummaryView[];
}

function Chips({ active }: { active?: string }) {
  const links: (LinkItem & { slug?: string })[] = [{ label: blogList.allLabel, href: '/blog' }, ...BLOG_CATEGORIES.map((c) => ({ label: c.name, href: `/blog/${c.slug}`, slug: c.slug }))];
  return (
    <nav aria-label={blogList.chipsLabel}>
      <ul className={s.chips}>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className={s.chip} aria-current={link.slug === active ? 'page' : undefined}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function PostCard({ post }: { post: PostSummaryView }) {
  return (
    <li className={s.post}>
      <p className={s.postCategory}>{post.categoryName}</p>
      <h3 className={s.postTitle}>
        <a href={postPath(post)} className={s.postTitleLink}>
          {post.title}
        </a>
      </h3>
      <p className={s.postMeta}>
        <time dateTime={post.publishedAt}>{dateFormat.format(new Date(post.publishedAt))}</time> · {post.readingTime} min read
      </p>
      <p className={s.postExcerpt}>{post.excerpt}</p>
      <a href={postPath(post)} className={s.readLink} aria-label={`${blogList.readLabel}: ${post.title}`}>
        {blogList.readLabel}
      </a>
    </li>
  );
}

function ListPage({ data }: { data: ListData }) {
  const crumbs: LinkItem[] = [{ label: 'Home', href: '/' }, { label: 'Blog', href: '/blog' }, ...(data.category ? [{ label: data.category.name, href: `/blog/${data.category.slug}` }] : [])];
  const hero = data.category ? { ...blogList.hero, eyebrow: 'Blog', title: categoryList.title(data.category.name) } : blogList.hero;
  return (
    <>
      <PageHero hero={hero} crumbs={crumbs} />
      <BlockSection id="articles" anchor="articles" title={data.category ? data.category.name : blogList.listTitle} intro={data.category ? categoryList.intro(data.category.name) : blogList.listIntro} tone="tinted">
        <Chips active={data.category?.slug} />
        <ul className={s.posts}>
          {data.posts.map((post) => (
            <PostCard key={post.slug} post={post} />
          ))}
        </ul>
      </BlockSection>
      <Updates />
    </>
  );
}

function Updates() {
  const { site } = usePage();
  return (
    <BlockSection id="updates" title={blogList.updates.title} tone="plain">
      <div className={s.updates}>
        <p>{blogList.updates.text}</p>
      </div>
      <div className={frame.actions}>
        <a href={`mailto:${site.email}?subject=${encodeURIComponent('Blog updates')}`} className={`${button.primary} ${buttonLarge}`}>
          {blogList.updates.emailLabel}
        </a>
        <a href={FEED_PATH} className={`${button.outline} ${buttonLarge}`} type="application/atom+xml">
          {blogList.updates.feedLabel}
        </a>
      </div>
    </BlockSection>
  );
}

function ArticlePage({ data }: { data: ArticleData }) {
  const { post, related } = data;
  const crumbs: LinkItem[] = [
    { label: 'Home', href: '/' },
    { label: 'Blog', href: '/blog' },
    { label: post.categoryName, href: `/blog/${post.category}` },
    { label: post.title, href: postPath(post) },
  ];
  const updated = post.updatedAt.slice(0, 10) !== post.publishedAt.slice(0, 10);
  return (
    <>
      <PageHero
        hero={{
          eyebrow: post.categoryName,
          title: post.title,
          intro: `${post.excerpt} ${articlePage.heroNote}`,
          actions: [
            { kind: 'quote', label: articlePage.ctaLabel, source: 'blog_article' },
            { kind: 'link', label: articlePage.backLabel, href: '/blog' },
          ],
        }}
        crumbs={crumbs}
        byline={
          <p className={s.byline}>
            By {post.author} · <time dateTime={post.publishedAt}>{dateFormat.format(new Date(post.publishedAt))}</time>
            {updated ? (
              <>
                {' '}
                · Updated <time dateTime={post.updatedAt}>{dateFormat.format(new Date(post.updatedAt))}</time>
              </>
            ) : null}{' '}
            · {post.readingTime} min read
          </p>
        }
        aside={<img src={post.cover.url} width={post.cover.width} height={post.cover.height} alt={post.cover.alt} className={s.cover} />}
      />
      <section aria-label={post.title} className={`${section} ${frame.tone.plain}`}>
        {/* Sanitised once when the post was seeded (docs/product.md#20-blog): printed as it is. */}
        <div className={container}>
          <div className={s.prose} dangerouslySetInnerHTML={{ __html: post.bodyHtml }} />
        </div>
      </section>
      <BlockSection id="article-cta" title={articlePage.ctaTitle} tone="dark" actions={[{ kind: 'quote', label: articlePage.ctaLabel, source: 'blog_article' }, { kind: 'call' }]}>
        <p className={s.updates}>{articlePage.ctaText}</p>
      </BlockSection>
      {related.length ? (
        <BlockSection id="related" title={articlePage.relatedTitle} intro={articlePage.relatedIntro} tone="tinted">
          <LinkCardGrid columns={3} links={related.map((r) => ({ label: r.title, href: postPath(r), description: r.excerpt }))} />
        </BlockSection>
      ) : null}
    </>
  );
}

function SlugPage({ data }: { data: ListData | ArticleData }) {
  return data.kind === 'list' ? <ListPage data={data} /> : <ArticlePage data={data} />;
}

function listMeta(data: ListData, context: MetaContext<unknown>): MetaInput {
  const path = data.category ? `/blog/${data.category.slug}` : '/blog';
  const crumbs = [{ name: 'Blog', path: '/blog' }, ...(data.category ? [{ name: data.category.name, path }] : [])];
  return {
    title: data.category ? categoryList.title(data.category.name) : blogList.meta.title,
    description: data.category ? categoryList.description(data.category.name) : blogList.meta.description,
    path,
    image: ogImage(context.assets, blogList.hero.title),
    jsonLd: [breadcrumbList(context.site, crumbs)],
  };
}

function articleMeta(data: ArticleData, site: SiteSettings): MetaInput {
  const { post } = data;
  const path = postPath(post);
  return {
    title: post.metaTitle ?? fitTitle(post.title),
    description: post.metaDescription ?? fitDescription(post.excerpt),
    path,
    type: 'article',
    article: { publishedTime: post.publishedAt, modifiedTime: post.updatedAt },
    image: { url: post.cover.url, alt: post.cover.alt, width: post.cover.width, height: post.cover.height },
    jsonLd: [
      article(site, { headline: post.title, description: post.excerpt, path, datePublished: post.publishedAt, dateModified: post.updatedAt, image: post.cover.url, author: post.author }),
      breadcrumbList(site, [
        { name: 'Blog', path: '/blog' },
        { name: post.categoryName, path: `/blog/${post.category}` },
        { name: post.title, path },
      ]),
    ],
  };
}

function RemovedPostPage() {
  const links = [
    { label: articlePage.backLabel, href: '/blog', description: blogList.meta.description },
    ...BLOG_CATEGORIES.map((c) => ({ label: c.name, href: `/blog/${c.slug}`, description: categoryList.description(c.name) })),
  ];
  return (
    <MessagePage eyebrow={removedPost.eyebrow} title={removedPost.title} text={removedPost.text} homeLabel={removedPost.homeLabel} links={{ title: removedPost.blogTitle, items: links }} />
  );
}

/** A post's address once it is unpublished: 410 Gone, out of search engines' indexes. */
const removedPostPage: PageDefinition = {
  component: RemovedPostPage,
  meta: ({ path }) => ({ title: removedPost.metaTitle, description: removedPost.metaDescription, path, noindex: true }),
  status: 410,
};

/** /blog: every post, newest first. */
export const blogListPage = definePage<ListData>({
  load: async (_params, data) => ({ kind: 'list', posts: await data.posts() }),
  component: ListPage,
  meta: (context) => listMeta(context.data, context),
  quoteHookSource: 'blog_article',
});

/** /blog/<category> (a category's list) or /blog/<slug> (an article); anything else is the 404 page. */
export const blogSlugPage = definePage<ListData | ArticleData>({
  async load({ slug = '' }, data) {
    if (isBlogCategory(slug)) return { kind: 'list', category: { slug, name: blogCategoryName(slug)! }, posts: await data.posts(slug) };
    const post = await data.post(slug);
    if (!post) {
      const former = await data.formerPost(slug);
      if (former?.kind === 'moved') return new Redirect(postPath(former));
      return former?.kind === 'gone' ? new Gone() : null;
    }
    const others = (await data.posts()).filter((p) => p.slug !== post.slug);
    const related = [...others.filter((p) => p.category === post.category), ...others.filter((p) => p.category !== post.category)].slice(0, 3);
    return { kind: 'article', post, related };
  },
  component: SlugPage,
  gone: removedPostPage,
  meta: (context) => (context.data.kind === 'list' ? listMeta(context.data, context) : articleMeta(context.data, context.site)),
  sitemap: async (data) => {
    const posts = await data.posts();
    const newest = (list: PostSummaryView[]) => list.reduce((max, p) => (p.updatedAt > max ? p.updatedAt : max), '').slice(0, 10) || undefined;
    return [
      ...BLOG_CATEGORIES.map((c) => ({ path: `/blog/${c.slug}`, lastmod: newest(posts.filter((p) => p.category === c.slug)) })),
      ...posts.map((p) => ({ path: postPath(p), lastmod: p.updatedAt.slice(0, 10) })),
    ];
  },
  quoteHookSource: 'blog_article',
});
