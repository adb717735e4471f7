import { useState } from 'react';
import { ADMIN_LOGIN_PATH, LOGIN_TEXTS } from '../../../core/admin.js';
import { signOut } from '../../../client/admin-api.js';
import * as s from './admin-layout.css.js';

/** Island props: none. */
export type SignOutButtonProps = Record<string, never>;

/** Ends the session (the server clears the cookie), then the sign-in page (docs/product.md#14-admin-area). */
export function SignOutButton(_props: SignOutButtonProps) {
  const [state, setState] = useState<'idle' | 'pending' | 'failed'>('idle');
  const click = async () => {
    setState('pending');
    try {
      await signOut();
      window.location.assign(ADMIN_LOGIN_PATH);
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <button type="button" className={s.signOut} onClick={() => void click()} disabled={state === 'pending'}>
        {LOGIN_TEXTS.signOut}
      </button>
      {state === 'failed' ? (
        <span role="alert" className={s.signOutError}>
          Could not sign out. Try again.
        </span>
      ) : null}
    </>
  );
}
SignOutButton.displayName = 'SignOutButton' as const;
