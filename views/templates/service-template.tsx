import { service } from '../../core/structured-data.js';
import type { PageDefinition } from '../app/page.js';
import type { ServicePageContent } from '../content/page-content.js';
import { ContentBody, contentMeta, contentPage } from './content-page.js';

/** Service pages: hero and blocks, with Service JSON-LD (type, provider, area served, telephone). */
export function servicePage(content: ServicePageContent): PageDefinition {
  return contentPage(
    content,
    () => <ContentBody content={content} />,
    (context) =>
      contentMeta(content, context, [
        service(context.site, {
          name: content.service.name,
          description: content.meta.description,
          serviceType: content.service.serviceType,
          path: content.path,
          areaServed: content.service.areaServed,
        }),
      ]),
  );
}
