import { ArticleContent } from '../../features/article/article-page';
import { toArticleView } from '../../features/article/article-view';
import { StoryPreview } from '../../features/newsroom/stories/story-preview.client';
import type { Route } from './+types/story-preview';

/** /newsroom/stories/{id}/preview: the story drawn by the reader's article component. */
export default function NewsroomStoryPreview({ params }: Route.ComponentProps) {
  return (
    <StoryPreview
      storyId={params.storyId}
      render={(article, language) => <ArticleContent article={toArticleView(article, language)} />}
    />
  );
}
