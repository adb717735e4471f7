import { useEffect, useState } from 'react';
import { QuoteLink } from './quote-link.js';
import { TruckIcon } from './icons.js';
import * as s from './floating-quote-button.css.js';

/** How far before the contact section the button steps aside (docs/product.md#13-business-constants). */
export const CONTACT_OFFSET_PX = 150;
export const FLOATING_QUOTE_LABEL = 'Click to get a logistics quote';

/** Island props: none; the button needs nothing from the page. */
export type FloatingQuoteButtonProps = Record<string, never>;

/**
 * Desktop-only round quote button fixed on the right. It hides once the viewport reaches 150px before
 * #contact (and while below it), so it never covers the form it opens; pages without #contact always show it.
 */
export function FloatingQuoteButton(_props: FloatingQuoteButtonProps) {
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    const contact = document.getElementById('contact');
    if (!contact || !('IntersectionObserver' in window)) return;
    const observer = new IntersectionObserver(
      ([entry]) => setHidden(entry.isIntersecting || entry.boundingClientRect.top < 0),
      { rootMargin: `0px 0px ${CONTACT_OFFSET_PX}px 0px` },
    );
    observer.observe(contact);
    return () => observer.disconnect();
  }, []);

  return (
    <aside aria-label="Quick quote" className={s.root} data-hidden={hidden || undefined}>
      <QuoteLink source="floating_pallet" className={s.button} hasTooltip>
        <TruckIcon size={28} />
        <span className={s.tooltip}>{FLOATING_QUOTE_LABEL}</span>
      </QuoteLink>
    </aside>
  );
}
FloatingQuoteButton.displayName = 'FloatingQuoteButton' as const; // its island name (views/app/islands.ts)
