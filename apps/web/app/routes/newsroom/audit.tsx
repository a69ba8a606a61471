import { AuditDesk } from '../../features/newsroom/audit/audit-desk';

/** /newsroom/audit (Admins): who changed what, and when. */
export default function AuditDeskRoute() {
  return <AuditDesk />;
}
