import { NewStory } from '../../features/newsroom/stories/new-story.client';

/** /newsroom/stories/new: a new draft. */
export default function NewsroomNewStory() {
  return <NewStory />;
}
