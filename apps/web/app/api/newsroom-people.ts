import type { RoleType } from '@vaarta/core/constants';
import type { Person } from '@vaarta/core/entities/newsroom';
import type { ApiClient, ApiReader, Page } from './client';

/**
 * The newsroom's people (docs/product/newsroom.md): the caller, with role and assignments; the
 * people desk (Admins): roles, assignments and accounts.
 */

export type { Person };

const PATHS = {
  me: '/newsroom/me',
  people: '/newsroom/users',
  role: (id: string) => `/newsroom/users/${id}/role`,
  languages: (id: string) => `/newsroom/users/${id}/languages`,
  districts: (id: string) => `/newsroom/users/${id}/districts`,
  status: (id: string) => `/newsroom/users/${id}/status`,
};

/** The signed-in member of staff: 401 without a session, 403 for a reader. */
export function fetchNewsroomMe(api: ApiReader): Promise<Person> {
  return api.get<Person>(PATHS.me);
}

export interface PeopleFilter {
  /** Part of a name, an e-mail address or a phone number. */
  search?: string;
  roleType?: RoleType | null;
  page?: number;
}

export function fetchPeople(api: ApiReader, filter: PeopleFilter = {}): Promise<Page<Person>> {
  return api.get(PATHS.people, {
    search: filter.search?.trim(),
    roleType: filter.roleType,
    page: filter.page,
  });
}

/** Each change answers the person as they now are. */
export function changeRole(api: ApiClient, personId: string, roleId: string): Promise<Person> {
  return api.put(PATHS.role(personId), { roleId });
}

/** The languages an editor edits and publishes for. */
export function assignLanguages(
  api: ApiClient,
  personId: string,
  languageIds: string[],
): Promise<Person> {
  return api.put(PATHS.languages(personId), { languageIds });
}

/** The districts a reporter files drafts for. */
export function assignDistricts(
  api: ApiClient,
  personId: string,
  districtIds: string[],
): Promise<Person> {
  return api.put(PATHS.districts(personId), { districtIds });
}

/** Suspends (blocks) or restores an account. */
export function setAccountStatus(
  api: ApiClient,
  personId: string,
  status: Person['status'],
): Promise<Person> {
  return api.put(PATHS.status(personId), { status });
}
