import { ADMIN_LOGIN_PATH, LOGIN_TEXTS } from '../../../core/admin.js';
import { signOut } from '../../../client/admin-api/sign-in.js';
import * as s from './admin-layout.css.js';
import { pageLeaving, useAdminAction } from './use-admin-action.js';

const SIGN_OUT_FAILED = 'Could not sign out. Try again.';

/** Island props: none. */
export type SignOutButtonProps = Record<string, never>;

/** Ends the session (the server clears the cookie), then the sign-in page (docs/product.md#14-admin-area). */
export function SignOutButton(_props: SignOutButtonProps) {
  // Whatever went wrong, the button says the same words and may be pressed again.
  const { busy, error, run } = useAdminAction(SIGN_OUT_FAILED);
  const click = () =>
    run(
      async () => {
        await signOut();
        window.location.assign(ADMIN_LOGIN_PATH);
        // The button stays disabled while the sign-in page loads.
        return pageLeaving();
      },
      { refused: () => SIGN_OUT_FAILED },
    );
  return (
    <>
      <button type="button" className={s.signOut} onClick={() => void click()} disabled={busy}>
        {LOGIN_TEXTS.signOut}
      </button>
      {error ? (
        <span role="alert" className={s.signOutError}>
          {error}
        </span>
      ) : null}
    </>
  );
}
SignOutButton.displayName = 'SignOutButton' as const;
