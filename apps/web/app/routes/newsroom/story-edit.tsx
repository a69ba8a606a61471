import { StoryEditor } from '../../features/newsroom/stories/story-editor.client';
import type { Route } from './+types/story-edit';

/** /newsroom/stories/{id}: one story with publishing, photos and its revisions. */
export default function NewsroomStory({ params }: Route.ComponentProps) {
  return <StoryEditor key={params.storyId} storyId={params.storyId} />;
}
