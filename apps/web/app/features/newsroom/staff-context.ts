import { createContext, useContext } from 'react';
import type { StaffScope } from '@vaarta/core/newsroom-rules';
import type { Person } from '../../api/newsroom-people';

/** The signed-in member of staff, for every newsroom screen under the layout. */
export const StaffContext = createContext<Person | null>(null);

export function useStaff(): Person {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error('useStaff() is used outside the newsroom layout');
  return staff;
}

/** What the shared rules (packages/core/src/newsroom-rules.ts) need to know of the caller. */
export function useStaffScope(): StaffScope {
  return useStaff();
}
