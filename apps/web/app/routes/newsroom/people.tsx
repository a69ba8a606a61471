import { PeopleDesk } from '../../features/newsroom/people/people-desk';

/** /newsroom/people (Admins): roles, assignments and accounts. */
export default function PeopleDeskRoute() {
  return <PeopleDesk />;
}
