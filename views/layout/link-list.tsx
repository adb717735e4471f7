import type { LinkGroup, LinkItem } from '../content/types.js';

interface LinkItemsProps {
  links: readonly LinkItem[];
  linkClassName?: string;
  /** Marks the link to this path with aria-current="page". */
  currentPath?: string;
  onLinkClick?: () => void;
}

/** The <li> items of a link list, for lists that mix links with other items (the navigation). */
export function LinkItems({ links, linkClassName, currentPath, onLinkClick }: LinkItemsProps) {
  return links.map((link) => (
    <li key={link.href}>
      <a
        href={link.href}
        className={linkClassName}
        aria-current={link.href === currentPath ? 'page' : undefined}
        onClick={onLinkClick}
      >
        {link.label}
      </a>
    </li>
  ));
}

interface LinkListProps extends LinkItemsProps {
  className?: string;
  labelledBy?: string;
}

/** A plain list of links, shared by the navigation, the footer and the site index. */
export function LinkList({ className, labelledBy, ...items }: LinkListProps) {
  return (
    <ul className={className} aria-labelledby={labelledBy}>
      <LinkItems {...items} />
    </ul>
  );
}

interface TitledLinkListProps extends Omit<LinkItemsProps, 'links'> {
  group: LinkGroup;
  /** Id of the title, which labels the list. */
  titleId: string;
  titleAs?: 'h2' | 'h3' | 'p';
  className?: string;
  titleClassName?: string;
  listClassName?: string;
}

/** A group title and its link list (navigation menus, footer columns, site index). */
export function TitledLinkList({ group, titleId, titleAs: Title = 'p', className, titleClassName, listClassName, ...items }: TitledLinkListProps) {
  return (
    <div className={className}>
      <Title id={titleId} className={titleClassName}>
        {group.title}
      </Title>
      <LinkList {...items} links={group.links} className={listClassName} labelledBy={titleId} />
    </div>
  );
}
