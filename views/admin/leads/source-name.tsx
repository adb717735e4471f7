import { sourceLabel } from '../../../core/lead-labels.js';

/** A lead's source as a dispatcher reads it, with the stored code (what the filter URL and the CSV carry) as its tooltip. */
export function SourceName({ source }: { source: string }) {
  return <span title={source}>{sourceLabel(source)}</span>;
}
