/** Shapes shared by the content modules. Content is plain, serializable data (islands receive it too). */
export interface LinkItem {
  readonly label: string;
  readonly href: string;
}

export interface LinkGroup {
  readonly title: string;
  readonly links: readonly LinkItem[];
}

export interface DescribedLink extends LinkItem {
  readonly description: string;
}

export interface Stat {
  readonly value: string;
  readonly label: string;
}
