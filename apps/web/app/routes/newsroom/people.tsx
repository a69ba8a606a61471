import { PeopleDesk } from '../../features/newsroom/people/people-desk.client';

/** /newsroom/people (Admins): roles, assignments and accounts. */
export default function PeopleDeskRoute() {
  return <PeopleDesk />;
}
