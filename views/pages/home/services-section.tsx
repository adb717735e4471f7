import { serviceButtons, servicesSection } from '../../content/home.js';
import { LinkCardGrid } from '../../layout/link-card-grid.js';
import { SectionHeading } from '../../layout/section-heading.js';
import { container, section } from '../../theme/utilities.css.js';
import * as s from './services-section.css.js';

/** The services block (id "services"): the 12 service and industry buttons of docs/product.md#2-pages-and-routes. */
export function ServicesSection() {
  return (
    <section id="services" aria-labelledby="services-title" className={section}>
      <div className={container}>
        <SectionHeading id="services-title" {...servicesSection} />
        <div className={s.cards}>
          <LinkCardGrid links={serviceButtons} columns={4} />
        </div>
      </div>
    </section>
  );
}
