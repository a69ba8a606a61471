import type { Person } from '@vaarta/core/entities/newsroom';
import type { ApiReader } from './client';

/** The newsroom's people (docs/product/newsroom.md): the caller, with role and assignments. */

export type { Person };

/** The signed-in member of staff: 401 without a session, 403 for a reader. */
export function fetchNewsroomMe(api: ApiReader): Promise<Person> {
  return api.get<Person>('/newsroom/me');
}
