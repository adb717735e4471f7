import type { PageDefinition } from '../app/page.js';
import { FactPanel } from '../blocks/page-hero.js';
import type { CaseStudyPageContent } from '../content/page-content.js';
import { ContentBody, contentMeta, contentPage } from './content-page.js';

/** A case study: the hero's side panel is the case's fact sheet. */
export function caseStudyPage(content: CaseStudyPageContent): PageDefinition {
  return contentPage(
    content,
    () => <ContentBody content={content} aside={<FactPanel title="The case at a glance" facts={content.facts} />} />,
    (context) => contentMeta(content, context, []),
  );
}
