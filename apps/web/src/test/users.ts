import type { UserView } from '@meridian/contract';

/** A signed-in user as getUserInfo/login return it, for tests that need one. */
export const TEST_USER: UserView = {
  id: '0b7d3f5e-1c2a-4b8e-9f00-000000000001',
  username: 'ada',
  email: 'ada@example.test',
  phone: null,
  creditPoints: 100,
  kycStatus: 'unverified',
  referralCode: 'ADA123',
  hasPassword: true,
  hasWithdrawalPassword: false,
  ethAddress: null,
  language: 'en',
  createdAt: '2026-01-01T00:00:00.000Z',
};
