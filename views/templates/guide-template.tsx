import { article } from '../../core/structured-data.js';
import { ogImageUrl } from '../app/og-image.js';
import type { PageDefinition } from '../app/page.js';
import type { GuidePageContent } from '../content/page-content.js';
import { ContentBody, contentMeta, contentPage } from './content-page.js';
import * as s from './guide-template.css.js';

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** The guide's author and dates under its title. */
function Byline({ content }: { content: GuidePageContent }) {
  const updated = content.modified && content.modified !== content.published ? content.modified : undefined;
  return (
    <p className={s.byline}>
      By {content.author} · Published <time dateTime={content.published}>{dateFormat.format(new Date(content.published))}</time>
      {updated ? (
        <>
          {' '}
          · Updated <time dateTime={updated}>{dateFormat.format(new Date(updated))}</time>
        </>
      ) : null}
    </p>
  );
}

/** Long-form guides: a byline with dates, and Article JSON-LD (headline, dates, author, image). */
export function guidePage(content: GuidePageContent): PageDefinition {
  return contentPage(
    content,
    () => <ContentBody content={content} byline={<Byline content={content} />} />,
    (context) => {
      return contentMeta(
        content,
        context,
        [
          article(context.site, {
            headline: content.hero.title,
            description: content.meta.description,
            path: content.path,
            datePublished: content.published,
            dateModified: content.modified,
            image: ogImageUrl(context.assets),
            author: content.author,
          }),
        ],
        { type: 'article', article: { publishedTime: content.published, modifiedTime: content.modified } },
      );
    },
  );
}
