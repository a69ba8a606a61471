import type { z } from 'zod';
import type {
  publishBody,
  Revision,
  revisionSummarySchema,
  scheduleBody,
  StoriesQuery,
  Story,
  storyCreateBody,
  StoryListItem,
  storyListSchema,
  StoryUpdate,
} from '@vaarta/core/entities/newsroom-stories';
import type { ApiClient, ApiReader } from './client';
import { fetchArticleAt, type NewsArticle } from './news';

/**
 * The newsroom's stories (docs/product/newsroom.md): the list, writing and saving, publishing,
 * revisions and photos. Every story carries `allowed: { edit, publish }` for the caller.
 */

export type { Revision, StoriesQuery, Story, StoryListItem, StoryUpdate };
export type StoryList = z.infer<typeof storyListSchema>;
export type RevisionSummary = z.infer<typeof revisionSummarySchema>;
/** A new draft as it is sent (the server fills what is left out). */
export type StoryDraft = z.input<typeof storyCreateBody>;
export type PublishBody = z.infer<typeof publishBody>;
export type ScheduleBody = z.infer<typeof scheduleBody>;

const storyPath = (id: string) => `/newsroom/stories/${encodeURIComponent(id)}`;

/** Last edited first; a reporter gets their own stories. */
export function fetchStories(api: ApiReader, query: Partial<StoriesQuery>): Promise<StoryList> {
  return api.get<StoryList>('/newsroom/stories', query);
}

export function fetchStory(api: ApiReader, id: string): Promise<Story> {
  return api.get<Story>(storyPath(id));
}

export function createStory(api: ApiClient, draft: StoryDraft): Promise<Story> {
  return api.post<Story>('/newsroom/stories', draft);
}

/** Saves the changed fields; `baseRevision` makes a save over someone else's a 409. */
export function updateStory(api: ApiClient, id: string, changes: StoryUpdate): Promise<Story> {
  return api.patch<Story>(storyPath(id), changes);
}

/** The story as its article page will show it, in any state. */
export function fetchStoryPreview(api: ApiReader, id: string): Promise<NewsArticle> {
  return fetchArticleAt(api, `${storyPath(id)}/preview`);
}

export function scheduleStory(api: ApiClient, id: string, body: ScheduleBody): Promise<Story> {
  return api.post<Story>(`${storyPath(id)}/schedule`, body);
}

/**
 * Publishes `revision`, the one the editor read (a 409 if the story was saved since); `notify`
 * pushes a story that is not breaking to its editions' readers as well.
 */
export function publishStory(api: ApiClient, id: string, body: PublishBody): Promise<Story> {
  return api.post<Story>(`${storyPath(id)}/publish`, body);
}

export function unpublishStory(
  api: ApiClient,
  id: string,
  note: string,
  revision: number,
): Promise<Story> {
  return api.post<Story>(`${storyPath(id)}/unpublish`, { note, revision });
}

/** Every saved version, newest first. */
export function fetchRevisions(api: ApiReader, id: string): Promise<RevisionSummary[]> {
  return api.get<RevisionSummary[]>(`${storyPath(id)}/revisions`);
}

export function restoreRevision(api: ApiClient, id: string, revisionId: string): Promise<Story> {
  return api.post<Story>(`${storyPath(id)}/revisions/${encodeURIComponent(revisionId)}/restore`);
}

/** A photo with its caption and alternative text (multipart/form-data); the server resizes it. */
export function uploadPhoto(
  api: ApiClient,
  id: string,
  photo: { file: File; caption: string; alt: string },
): Promise<Story> {
  const form = new FormData();
  form.append('caption', photo.caption);
  form.append('alt', photo.alt);
  form.append('file', photo.file);
  return api.post<Story>(`${storyPath(id)}/media`, form);
}

export function updatePhoto(
  api: ApiClient,
  id: string,
  mediaId: string,
  changes: { caption?: string; alt?: string; position?: number },
): Promise<Story> {
  return api.patch<Story>(`${storyPath(id)}/media/${encodeURIComponent(mediaId)}`, changes);
}

export function removePhoto(api: ApiClient, id: string, mediaId: string): Promise<Story> {
  return api.delete<Story>(`${storyPath(id)}/media/${encodeURIComponent(mediaId)}`);
}
