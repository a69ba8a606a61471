import { AuditDesk } from '../../features/newsroom/audit/audit-desk.client';

/** /newsroom/audit (Admins): who changed what, and when. */
export default function AuditDeskRoute() {
  return <AuditDesk />;
}
