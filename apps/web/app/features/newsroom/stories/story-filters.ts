import { STORY_STATES, type StoryState } from '@vaarta/core/entities/newsroom-stories';

/** The story list's filters, kept in the address so a filtered list can be shared or reloaded. */
export interface StoryFilters {
  status?: StoryState;
  languageId?: string;
  /** Only narrows the district choices: the list itself filters by district. */
  stateId?: string;
  districtId?: string;
  search?: string;
}

const KEYS = ['status', 'languageId', 'stateId', 'districtId', 'search'] as const;

export function readFilters(params: URLSearchParams): StoryFilters {
  const filters: StoryFilters = {};
  for (const key of KEYS) {
    const value = params.get(key)?.trim();
    if (!value) continue;
    if (key === 'status') {
      if ((STORY_STATES as readonly string[]).includes(value)) filters.status = value as StoryState;
    } else {
      filters[key] = value;
    }
  }
  return filters;
}

export function filtersToParams(filters: StoryFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  return params;
}

/** What the list call is asked: the filters without the state (the server filters by district). */
export function listQuery({ status, languageId, districtId, search }: StoryFilters) {
  return { status, languageId, districtId, search };
}
