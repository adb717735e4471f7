import { useId, useRef } from 'react';
import { endOtherSessions, endSession } from '../../../client/admin-api/own-account.js';
import type { SessionView } from '../../../core/admin-accounts.js';
import { age, deskTime } from '../../../core/desk-time-format.js';
import { useFocusAfterRender } from '../shared/focus-after-render.js';
import { useAdminAction } from '../shared/use-admin-action.js';
import type { OwnAccountSectionProps } from './own-account-section.js';
import { Outcome } from './outcome.js';
import * as s from './accounts.css.js';
import { smallButton } from '../shared/admin-ui.css.js';

function When({ iso, timeZone, now }: { iso: string; timeZone: string; now: string }) {
  return (
    <>
      <time dateTime={iso}>{deskTime(iso, timeZone)}</time> <span className={s.hint}>({age(iso, now)})</span>
    </>
  );
}

/** One session as a card: device, address, when it began and was last seen; the current one is marked. */
function SessionCard({ session, timeZone, now, pending, onEnd }: { session: SessionView; timeZone: string; now: string; pending: string | null; onEnd: (session: SessionView) => void }) {
  return (
    <li className={s.card}>
      <div className={s.cardHead}>
        <h3 className={s.cardTitle}>{session.device}</h3>
        {session.current ? (
          <span className={s.on}>This session</span>
        ) : (
          <button
            type="button"
            className={`${smallButton} ${s.busy}`}
            disabled={pending !== null}
            aria-busy={pending === session.id || undefined}
            aria-label={`Sign out ${session.device}`}
            onClick={() => onEnd(session)}
          >
            {pending === session.id ? 'Signing out…' : 'Sign out'}
          </button>
        )}
      </div>
      <dl className={s.facts}>
        <div className={s.factRow}>
          <dt className={s.term}>IP address</dt>
          <dd className={s.definition}>{session.ip ?? 'Not known'}</dd>
        </div>
        <div className={s.factRow}>
          <dt className={s.term}>Signed in</dt>
          <dd className={s.definition}>
            <When iso={session.signedInAt} timeZone={timeZone} now={now} />
          </dd>
        </div>
        <div className={s.factRow}>
          <dt className={s.term}>Last seen</dt>
          <dd className={s.definition}>
            <When iso={session.lastSeenAt} timeZone={timeZone} now={now} />
          </dd>
        </div>
      </dl>
    </li>
  );
}

/** Your open sessions; any but this one can be ended, one at a time or all at once. */
export function SessionsSection({ account, onAccount, timeZone, now }: OwnAccountSectionProps & { timeZone: string; now: string }) {
  const id = useId();
  /** pending: the id of the session being ended, or 'others'. */
  const { pending, error, said, run } = useAdminAction<string>('Could not end the session');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const others = account.sessions.filter((session) => !session.current);

  const end = (what: SessionView | 'others') =>
    run(
      async () => {
        onAccount(what === 'others' ? await endOtherSessions() : await endSession(what.id));
        // The button pressed went with its session: the heading is where the list starts again.
        focusAfterRender(headingRef);
        return what === 'others' ? 'Your other sessions have ended.' : `Signed out ${what.device}.`;
      },
      { key: what === 'others' ? 'others' : what.id },
    );

  return (
    <section className={s.panel} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className={s.heading}>
        Sessions
      </h2>
      <div className={s.body}>
        <p className={s.hint}>Where you are signed in now. Times in {timeZone}.</p>
        <ul className={s.list}>
          {account.sessions.map((session) => (
            <SessionCard key={session.id} session={session} timeZone={timeZone} now={now} pending={pending} onEnd={(ended) => void end(ended)} />
          ))}
        </ul>
        {others.length ? (
          <button type="button" className={`${smallButton} ${s.busy}`} disabled={pending !== null} aria-busy={pending === 'others' || undefined} onClick={() => void end('others')}>
            {pending === 'others' ? 'Signing out…' : 'Sign out everywhere else'}
          </button>
        ) : null}
        <Outcome error={error} said={said} />
      </div>
    </section>
  );
}
