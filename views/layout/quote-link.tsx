import type { ReactNode } from 'react';
import { TOOLTIP_CONTROL } from '../../client/tooltip-delay.js';
import type { QuoteSource } from '../content/quote-sources.js';
import { button } from '../theme/button.css.js';

interface QuoteLinkProps {
  source: QuoteSource;
  children: ReactNode;
  /** Replaces the default primary button look. */
  className?: string;
  onClick?: () => void;
  /** The link holds a tooltip, whose hover delay client/tooltip-delay.ts may skip. */
  hasTooltip?: boolean;
}

/**
 * The one "Get Quote" control. Without JavaScript it reaches the home page's contact section; the quote
 * form opener intercepts clicks on [data-quote-source] and records the source.
 */
export function QuoteLink({ source, children, className = button.primary, onClick, hasTooltip }: QuoteLinkProps) {
  return (
    <a href="/#contact" data-quote-source={source} className={className} onClick={onClick} {...(hasTooltip && { [TOOLTIP_CONTROL]: '' })}>
      {children}
    </a>
  );
}
