import type { ComponentType } from 'react';
import type { BlockIcon } from '../content/page-content.js';
import { CheckIcon, ClockIcon, Icon, MapPinIcon, PhoneIcon, TruckIcon, type IconProps } from '../layout/icons.js';

// Stroke icons for content cards (same 24px grid and rules as layout/icons: decorative, aria-hidden).

const BriefcaseIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="7.5" width="18" height="12" rx="2" />
    <path d="M8.5 7.5V5.5a1.5 1.5 0 0 1 1.5-1.5h4a1.5 1.5 0 0 1 1.5 1.5v2M3 12.5h18M11 12.5v2h2v-2" />
  </Icon>
);

const PlaneIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M10.2 20.5 12 14l-4.3-.1-1.9 2.4H3.9l1.2-4.2-1.2-4.2h1.9l1.9 2.4 4.3-.1-1.8-6.5h2.1l4.2 6.5h3.9a1.9 1.9 0 0 1 0 3.8h-3.9l-4.2 6.5z" />
  </Icon>
);

const StarIcon = (props: IconProps) => (
  <Icon {...props}>
    <path
      d="m12 3.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
      fill="currentColor"
    />
  </Icon>
);

const ShieldIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.3 7.5 9.5 4.3-1.2 7.5-4.9 7.5-9.5V6z" />
    <path d="m8.8 12 2.2 2.2 4.2-4.4" />
  </Icon>
);

const MedicalIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3.5" y="3.5" width="17" height="17" rx="3" />
    <path d="M12 8v8M8 12h8" />
  </Icon>
);

const BoxIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3.5 7.5 12 3l8.5 4.5v9L12 21l-8.5-4.5z" />
    <path d="M3.5 7.5 12 12l8.5-4.5M12 12v9" />
  </Icon>
);

const BuildingIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 21V5.5L12 3v18M12 8.5l8 2.5v10M2.5 21h19" />
    <path d="M7 8.5h2M7 12h2M7 15.5h2M15 13.5h2M15 17h2" />
  </Icon>
);

const GearIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="3" />
    <path d="M12 2.8v2.4M12 18.8v2.4M21.2 12h-2.4M5.2 12H2.8M18.5 5.5l-1.7 1.7M7.2 16.8l-1.7 1.7M18.5 18.5l-1.7-1.7M7.2 7.2 5.5 5.5" />
    <circle cx="12" cy="12" r="6.5" />
  </Icon>
);

const BoltIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M13 2.5 4.5 13.5H12l-1 8 8.5-11H12z" />
  </Icon>
);

const GlobeIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
  </Icon>
);

const UsersIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.8a3.5 3.5 0 0 1 0 6.4M18 14.2a6.5 6.5 0 0 1 3.5 5.8" />
  </Icon>
);

export const blockIcons: Record<BlockIcon, ComponentType<IconProps>> = {
  plane: PlaneIcon,
  truck: TruckIcon,
  briefcase: BriefcaseIcon,
  clock: ClockIcon,
  shield: ShieldIcon,
  medical: MedicalIcon,
  box: BoxIcon,
  map: MapPinIcon,
  phone: PhoneIcon,
  check: CheckIcon,
  star: StarIcon,
  building: BuildingIcon,
  gear: GearIcon,
  bolt: BoltIcon,
  globe: GlobeIcon,
  users: UsersIcon,
};
