import { useState } from 'react';
import { takeLead } from '../../../client/admin-api/leads.js';
import { ownerLabel } from '../../../core/lead-desk.js';
import { useAdminAction } from '../shared/use-admin-action.js';
import * as s from './desk.css.js';
import * as ui from '../shared/admin-ui.css.js';

export interface TakeLeadProps {
  leadId: string;
  /** The person, so the button names the lead for screen readers. */
  name: string;
}

/**
 * "Take" on an inbox row nobody has (docs/product.md#21-leads-desk). It hydrates at the first interaction
 * (the click is replayed), so fifty rows cost no script until one is used. Once taken, the row says so;
 * a lead someone took first shows the server's "<username> has this lead".
 */
export function TakeLead({ leadId, name }: TakeLeadProps) {
  const [owner, setOwner] = useState<string | null>(null);
  const { busy, error, run } = useAdminAction('The lead could not be taken');
  const take = () => run(async () => setOwner((await takeLead(leadId)).owner));

  return (
    <div className={s.takeCell}>
      {owner ? (
        <p role="status" className={s.takenText}>
          Yours now ({ownerLabel(owner)})
        </p>
      ) : (
        <button type="button" className={ui.smallButton} disabled={busy} aria-label={`Take the lead of ${name}`} onClick={() => void take()}>
          {busy ? 'Taking...' : 'Take'}
        </button>
      )}
      {error ? (
        <p role="alert" className={s.takeError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
TakeLead.displayName = 'TakeLead' as const;
