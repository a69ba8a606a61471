/**
 * Who may do what in the newsroom (docs/product/newsroom.md). The server enforces these on every
 * call; the newsroom's screens read the same rules to show only the controls that will work.
 */
import type { RoleType } from './constants.ts';

/** A signed-in member of staff with their assignments. */
export interface StaffScope {
  id: string;
  roleType: RoleType;
  /** The languages an editor edits and publishes for. */
  languageIds: readonly string[];
  /** The districts a reporter files drafts for. */
  districtIds: readonly string[];
}

/** What the rules need to know of a story. */
export interface StoryScope {
  languageId: string;
  districtId: string | null;
  authorId: string | null;
  status: 'draft' | 'scheduled' | 'published' | 'unpublished';
}

export const STAFF_ROLE_TYPES = ['reporter', 'editor', 'admin'] as const satisfies RoleType[];

export function isStaff(roleType: string): boolean {
  return (STAFF_ROLE_TYPES as readonly string[]).includes(roleType);
}

/** An editor for the language, or an admin. */
export function editsLanguage(staff: StaffScope, languageId: string): boolean {
  if (staff.roleType === 'admin') return true;
  return staff.roleType === 'editor' && staff.languageIds.includes(languageId);
}

/** A reporter files drafts only for one of their districts; editors and admins as above. */
export function mayWriteIn(
  staff: StaffScope,
  place: { languageId: string; districtId: string | null },
): boolean {
  if (staff.roleType === 'reporter') {
    return place.districtId !== null && staff.districtIds.includes(place.districtId);
  }
  return editsLanguage(staff, place.languageId);
}

/** Edit a story: editors of its language, admins, and its reporter while it is their draft. */
export function mayEditStory(staff: StaffScope, story: StoryScope): boolean {
  if (staff.roleType === 'reporter') {
    return story.authorId === staff.id && story.status === 'draft' && mayWriteIn(staff, story);
  }
  return editsLanguage(staff, story.languageId);
}

/** Read a story in the newsroom: whoever may edit it, and a reporter their own stories. */
export function mayReadStory(staff: StaffScope, story: StoryScope): boolean {
  if (staff.roleType === 'reporter') return story.authorId === staff.id;
  return editsLanguage(staff, story.languageId);
}

/** Schedule, publish, unpublish and set the breaking, featured and sticky flags. */
export function mayPublishStory(staff: StaffScope, story: Pick<StoryScope, 'languageId'>): boolean {
  return editsLanguage(staff, story.languageId);
}

/** Comments and reports of a language's articles; the e-paper of a language. */
export const mayModerateLanguage = editsLanguage;

/** The mandi desk and the feeds: editors and admins. */
export function isEditorOrAdmin(staff: Pick<StaffScope, 'roleType'>): boolean {
  return staff.roleType === 'editor' || staff.roleType === 'admin';
}

/** Roles, assignments, accounts and the audit log: admins, never on their own account. */
export function mayManagePerson(staff: StaffScope, personId: string): boolean {
  return staff.roleType === 'admin' && staff.id !== personId;
}
