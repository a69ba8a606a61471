import { StoryList } from '../../features/newsroom/stories/story-list.client';

/** /newsroom/stories: the stories the caller may open, with filters. */
export default function NewsroomStories() {
  return <StoryList />;
}
