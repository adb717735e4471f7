import { useEffect } from 'react';

export interface LoginRedirectProps {
  /** The sign-in page, with ?next= back to the page that was refused. */
  href: string;
  delayMs: number;
}

/** On the access-denied card: sends the browser to the sign-in page after a moment (docs/product.md#14-admin-area). */
export function LoginRedirect({ href, delayMs }: LoginRedirectProps) {
  useEffect(() => {
    const timer = window.setTimeout(() => window.location.assign(href), delayMs);
    return () => window.clearTimeout(timer);
  }, [href, delayMs]);
  return null;
}
LoginRedirect.displayName = 'LoginRedirect' as const;
