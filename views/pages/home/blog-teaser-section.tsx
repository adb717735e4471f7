import type { PostSummaryView } from '../../../core/render-contract.js';
import { blogTeaserSection } from '../../content/home-blog.js';
import { ArrowRightIcon, ClockIcon } from '../../layout/icons.js';
import { SectionHeading } from '../../layout/section-heading.js';
import { container, section } from '../../theme/utilities.css.js';
import * as s from './blog-teaser-section.css.js';

/** The three newest articles of the blog; the newest leads, larger. The whole card is its title's link. */
export function BlogTeaserSection({ posts }: { posts: readonly PostSummaryView[] }) {
  const { eyebrow, title, intro, readLabel, allLabel, allHref } = blogTeaserSection;
  const ordered = posts.slice(0, 3).map((post, index) => ({
    title: post.title,
    excerpt: post.excerpt,
    readTime: `${post.readingTime} min read`,
    category: post.categoryName,
    link: `/blog/${post.slug}`,
    highlight: index === 0,
  }));
  return (
    <section aria-labelledby="blog-teaser-title" className={`${section} ${s.band}`}>
      <div className={container}>
        <div className={s.header}>
          <SectionHeading id="blog-teaser-title" eyebrow={eyebrow} title={title} intro={intro} />
          <a href={allHref} className={s.allLink}>
            {allLabel}
            <ArrowRightIcon size={18} />
          </a>
        </div>
        <ul className={s.grid}>
          {ordered.map((article) => (
            <li key={article.link} className={article.highlight ? s.highlight : s.card}>
              <p className={s.category}>{article.category}</p>
              <h3 className={s.title}>
                <a href={article.link} className={s.link}>
                  {article.title}
                </a>
              </h3>
              <p className={s.excerpt}>{article.excerpt}</p>
              <p className={s.footer}>
                <span className={s.readTime}>
                  <ClockIcon size={16} />
                  {article.readTime}
                </span>
                <span className={s.more} aria-hidden="true">
                  {readLabel}
                  <ArrowRightIcon size={16} />
                </span>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
