// What the results offer the others: the module and the reports (the optimizer shows each page's visitors).
export { ResultsModule } from './results.module.js';
export { ResultsReports } from './results-reports.js';
