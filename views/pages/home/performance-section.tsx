import { performanceMetrics, performanceSection } from '../../content/home-performance.js';
import { SectionHeading } from '../../layout/section-heading.js';
import { container, darkSurface, section } from '../../theme/utilities.css.js';
import { MetricGrid } from '../../blocks/metric-grid.js';
import * as s from './performance-section.css.js';

/** Performance and coverage: six figures on a navy band. */
export function PerformanceSection() {
  return (
    <section aria-labelledby="performance-title" className={`${section} ${darkSurface}`}>
      <div className={container}>
        <SectionHeading id="performance-title" {...performanceSection} />
        <div className={s.metrics}>
          <MetricGrid metrics={performanceMetrics} tone="dark" columns={3} />
        </div>
      </div>
    </section>
  );
}
