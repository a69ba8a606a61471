import { JobsDesk } from '../../features/newsroom/jobs/jobs-desk.client';

/** /newsroom/jobs (Editors and Admins): the servers' background tasks. */
export default function JobsDeskRoute() {
  return <JobsDesk />;
}
