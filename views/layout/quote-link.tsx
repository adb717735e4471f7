import type { ReactNode } from 'react';
import type { QuoteSource } from '../content/quote-sources.js';
import { button } from '../theme/button.css.js';

interface QuoteLinkProps {
  source: QuoteSource;
  children: ReactNode;
  /** Replaces the default primary button look. */
  className?: string;
  onClick?: () => void;
}

/**
 * The one "Get Quote" control. Without JavaScript it reaches the home page's contact section; the quote
 * form opener intercepts clicks on [data-quote-source] and records the source.
 */
export function QuoteLink({ source, children, className = button.primary, onClick }: QuoteLinkProps) {
  return (
    <a href="/#contact" data-quote-source={source} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
