import type { StaffRole } from '../api/admin-api';

/**
 * What each staff role may use (PRODUCT §11). The server enforces it on every route (403); the
 * back office only hides what a role cannot use.
 */
export type AdminSection =
  | 'kyc'
  | 'deposits'
  | 'withdrawals'
  | 'loans'
  | 'loanBook'
  | 'chat'
  | 'users'
  | 'smart'
  | 'smartEarnings'
  | 'nfts'
  | 'charityPayouts'
  | 'settings'
  | 'audit'
  | 'staff';

export const SECTIONS: readonly AdminSection[] = [
  'kyc',
  'deposits',
  'withdrawals',
  'loans',
  'loanBook',
  'chat',
  'users',
  'smart',
  'smartEarnings',
  'nfts',
  'charityPayouts',
  'settings',
  'audit',
  'staff',
];

const ACCESS: Record<StaffRole, ReadonlySet<AdminSection>> = {
  admin: new Set(SECTIONS),
  compliance: new Set<AdminSection>([
    'kyc',
    'deposits',
    'withdrawals',
    'loans',
    'loanBook',
    'users',
    'smart',
    'nfts',
    'charityPayouts',
  ]),
  // Customer service (issue 17): the chat console is support's (and the administrator's).
  support: new Set<AdminSection>(['chat', 'users', 'smart']),
  content: new Set<AdminSection>(['nfts']),
};

export function canUse(role: StaffRole, section: AdminSection): boolean {
  return ACCESS[role].has(section);
}

export function sectionsFor(role: StaffRole): AdminSection[] {
  return SECTIONS.filter((section) => canUse(role, section));
}

export const ADMIN_BASE = '/admin';

/** Sections whose path is not their name. */
const PATHS: Partial<Record<AdminSection, string>> = {
  smartEarnings: 'smart-earnings',
  loanBook: 'loan-book',
  charityPayouts: 'charity-payouts',
};

export function sectionPath(section: AdminSection): string {
  return `${ADMIN_BASE}/${PATHS[section] ?? section}`;
}

/** Changing the smart-plan catalogue is the administrator's alone (the server says 403 too). */
export function canEditSmartProducts(role: StaffRole): boolean {
  return role === 'admin';
}

/**
 * Listing and cancelling NFT items is the content role's (and the administrator's); compliance
 * sees the items and the money frozen for them, read only (the server says 403 too).
 */
export function canManageNfts(role: StaffRole): boolean {
  return role === 'admin' || role === 'content';
}
