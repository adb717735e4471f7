import { trustMetrics, trustSection } from '../../content/home-trust.js';
import { CheckIcon } from '../../layout/icons.js';
import { SectionHeading } from '../../layout/section-heading.js';
import { container, section } from '../../theme/utilities.css.js';
import { MetricGrid } from '../../blocks/metric-grid.js';
import * as s from './trust-section.css.js';

/** Why shippers trust us (the page's #about): experience, reviews and insurance, beside the service promises. */
export function TrustSection() {
  const { points, ...heading } = trustSection;
  return (
    <section id="about" aria-labelledby="trust-title" className={section}>
      <div className={`${container} ${s.layout}`}>
        <div className={s.copy}>
          <SectionHeading id="trust-title" {...heading} />
          <ul className={s.points}>
            {points.map((point) => (
              <li key={point} className={s.point}>
                <CheckIcon size={20} className={s.check} />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <MetricGrid metrics={trustMetrics} tone="light" columns={2} />
      </div>
    </section>
  );
}
