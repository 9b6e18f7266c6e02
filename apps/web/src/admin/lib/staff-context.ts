import { createContext, use } from 'react';
import type { Staff } from '../api/admin-api';

export const StaffContext = createContext<Staff | null>(null);

/** The signed-in staff member (inside the back office only). */
export function useStaff(): Staff {
  const staff = use(StaffContext);
  if (!staff) throw new Error('useStaff outside the back office');
  return staff;
}
