import type { PageDefinition } from '../app/page.js';
import type { PageContent } from '../content/page-content.js';
import { caseStudyPage } from './case-study-template.js';
import { companyPage } from './company-template.js';
import { guidePage } from './guide-template.js';
import { servicePage } from './service-template.js';

/** The template of a content module's family. */
export function pageFor(content: PageContent): PageDefinition {
  switch (content.family) {
    case 'service':
      return servicePage(content);
    case 'guide':
      return guidePage(content);
    case 'company':
      return companyPage(content);
    case 'case-study':
      return caseStudyPage(content);
  }
}
