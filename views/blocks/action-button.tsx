import { usePage } from '../app/site-context.js';
import type { Action } from '../content/page-content.js';
import { MailIcon, PhoneIcon } from '../layout/icons.js';
import { QuoteLink } from '../layout/quote-link.js';
import { button, buttonLarge } from '../theme/button.css.js';

/** How a button looks: the first action of a group is primary, the rest secondary; `onDark` on navy. */
export type ActionLook = 'primary' | 'secondary';

interface ActionButtonProps {
  action: Action;
  look: ActionLook;
  onDark?: boolean;
}

/**
 * The one renderer of content actions: quote buttons open the slide-out (through QuoteLink), call and e-mail
 * buttons take the number and address from configuration, links navigate or scroll to an in-page section.
 */
export function ActionButton({ action, look, onDark = false }: ActionButtonProps) {
  const { site } = usePage();
  const secondary = onDark ? button.outlineOnDark : button.outline;
  const className = `${look === 'primary' ? button.primary : secondary} ${buttonLarge}`;
  switch (action.kind) {
    case 'quote':
      return (
        <QuoteLink source={action.source} className={className}>
          {action.label}
        </QuoteLink>
      );
    case 'link':
      return (
        <a href={action.href} className={className}>
          {action.label}
        </a>
      );
    case 'call':
      return (
        <a href={site.phoneHref} className={className}>
          <PhoneIcon size={18} />
          {action.label ?? `Call ${site.phone}`}
        </a>
      );
    case 'email':
      return (
        <a href={`mailto:${site.email}`} className={className}>
          <MailIcon size={18} />
          {action.label ?? site.email}
        </a>
      );
  }
}

/** A row of actions: the first primary, the others secondary. */
export function ActionRow({ actions, className, onDark }: { actions: readonly Action[]; className?: string; onDark?: boolean }) {
  if (!actions.length) return null;
  return (
    <div className={className}>
      {actions.map((action, i) => (
        <ActionButton key={`${action.kind}-${i}`} action={action} look={i === 0 ? 'primary' : 'secondary'} onDark={onDark} />
      ))}
    </div>
  );
}
