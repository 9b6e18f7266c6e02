import type { ComponentType } from 'react';
import {
  BankIcon,
  ChartIcon,
  HomeIcon,
  RobotIcon,
  UserIcon,
  type IconProps,
} from '@/components/ui/icons';

/** The five sections (desktop top tabs, mobile bottom tab bar), SPEC §2. */
export interface Section {
  key: 'home' | 'market' | 'trading' | 'loan' | 'account';
  to: string;
  icon: ComponentType<IconProps>;
  /** Other paths that belong to the section (the tab shows as current there too). */
  also?: readonly string[];
}

export const SECTIONS: readonly Section[] = [
  { key: 'home', to: '/', icon: HomeIcon },
  { key: 'market', to: '/market', icon: ChartIcon, also: ['/cruuency', '/currency'] },
  { key: 'trading', to: '/trading', icon: RobotIcon },
  { key: 'loan', to: '/loan', icon: BankIcon },
  { key: 'account', to: '/profile', icon: UserIcon },
];

function within(pathname: string, base: string): boolean {
  return base === '/' ? pathname === '/' : pathname === base || pathname.startsWith(`${base}/`);
}

export function isSectionActive(section: Section, pathname: string): boolean {
  return [section.to, ...(section.also ?? [])].some((base) => within(pathname, base));
}

/** Login, register and reset: the section tabs are hidden (SPEC §2). */
export const AUTH_PATHS = ['/pass/login', '/pass/register', '/pass/reset'] as const;
/** The social-login callback hides the whole navigation. */
export const CALLBACK_PATHS = ['/api/loginCallback/google'] as const;

export function isAuthPath(pathname: string): boolean {
  return (AUTH_PATHS as readonly string[]).includes(pathname.replace(/\/+$/, '') || '/');
}

export function isCallbackPath(pathname: string): boolean {
  return (CALLBACK_PATHS as readonly string[]).includes(pathname.replace(/\/+$/, '') || '/');
}
