import { localBusiness, organization } from '../../core/structured-data.js';
import { ogImageUrl } from '../app/og-image.js';
import type { PageDefinition } from '../app/page.js';
import { businessRating } from '../content/home.js';
import type { CompanyPageContent } from '../content/page-content.js';
import { ContentBody, contentMeta, contentPage } from './content-page.js';

/** Company pages (about, contact, FAQ, industries, recruitment, case studies): about and contact add the business listing. */
export function companyPage(content: CompanyPageContent): PageDefinition {
  return contentPage(
    content,
    () => <ContentBody content={content} />,
    (context) => {
      const { images } = context.assets;
      const business = content.business
        ? [organization(context.site, images['logo-mark.svg']), localBusiness(context.site, businessRating, { logo: images['logo-mark.svg'], image: ogImageUrl(context.assets) })]
        : [];
      return contentMeta(content, context, business);
    },
  );
}
