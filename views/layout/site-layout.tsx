import '../theme/global.css.js';
import type { ReactNode } from 'react';
import { Island } from '../app/island.js';
import { useAsset, usePage } from '../app/site-context.js';
import { DEFAULT_SOURCE } from '../../client/quote-opener.js';
import type { QuoteSource } from '../content/quote-sources.js';
import { QuoteDialog } from '../quote/quote-dialog.js';
import { FloatingQuoteButton } from './floating-quote-button.js';
import { SiteFooter } from './site-footer.js';
import { SiteIndex } from './site-index.js';
import { SiteNav } from './site-nav.js';
import { Toaster } from './toaster.js';
import * as s from './site-layout.css.js';

/**
 * The chrome around every page: skip link, sticky header, main, footer, floating quote button, site index,
 * and the page-wide islands: the slide-out quote form (the one quote opener) and the toasts.
 */
export function SiteLayout({ children, quoteHookSource }: { children: ReactNode; quoteHookSource?: QuoteSource }) {
  const { site, path } = usePage();
  const logoSrc = useAsset('logo-mark.svg');
  return (
    <>
      <a href="#main" className={s.skipLink}>
        Skip to content
      </a>
      <header className={s.header}>
        <Island
          name="SiteNav"
          component={SiteNav}
          hydrate="interaction"
          props={{ brandName: site.brandName, logoSrc, phone: site.phone, phoneHref: site.phoneHref, currentPath: path }}
        />
      </header>
      <main id="main" tabIndex={-1} className={s.main}>
        {children}
      </main>
      <SiteFooter />
      <SiteIndex />
      <Island name="FloatingQuoteButton" component={FloatingQuoteButton} hydrate="interaction" props={{}} />
      <Island
        name="QuoteDialog"
        component={QuoteDialog}
        hydrate="interaction"
        props={{ phone: site.phone, phoneHref: site.phoneHref, defaultSource: quoteHookSource ?? DEFAULT_SOURCE }}
      />
      <Island name="Toaster" component={Toaster} hydrate="interaction" props={{}} />
    </>
  );
}
