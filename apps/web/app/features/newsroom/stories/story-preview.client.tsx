import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LanguageCode } from '@vaarta/core/constants';
import { browserApi } from '../../../api/browser';
import { fetchStory, fetchStoryPreview } from '../../../api/newsroom-stories';
import type { NewsArticle } from '../../../api/news';
import { BUTTON } from '../../../ui/buttons';
import { Loading } from '../../../ui/spinner';
import { newsroomFailure } from '../failure';
import { useNewsroomT } from '../newsroom-i18n';
import { useStaffPhotos } from '../staff-image';
import { useLanguages } from './catalog';
import { previewKey, storyKey } from './story-keys';

/**
 * The story as its article page will show it, whatever its state (GET …/preview answers what
 * the article call answers); `render` draws it with the reader's own article component.
 */
export function StoryPreview({
  storyId,
  render,
}: {
  storyId: string;
  render: (article: NewsArticle, language: LanguageCode) => ReactNode;
}) {
  const t = useNewsroomT();
  const { t: common, i18n } = useTranslation();
  const preview = useQuery({
    queryKey: previewKey(storyId),
    queryFn: () => fetchStoryPreview(browserApi, storyId),
    staleTime: 0,
  });
  const story = useQuery({
    queryKey: storyKey(storyId),
    queryFn: () => fetchStory(browserApi, storyId),
  });
  const languages = useLanguages();
  const language = languages.data?.find((one) => one.id === preview.data?.languageId)?.code as
    LanguageCode | undefined;
  const failed = preview.error ?? languages.error;
  const article = useStaffPhotos(preview.data);

  return (
    <section className="flex flex-col gap-4" data-testid="story-preview">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-dashed border-brand bg-surface p-3">
        <p className="text-sm font-semibold">
          {t('preview.note', { status: story.data ? t(`status.${story.data.status}`) : '…' })}
        </p>
        <Link to={`/newsroom/stories/${storyId}`} className={BUTTON.secondary}>
          <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t('preview.back')}
        </Link>
      </div>
      {failed ? (
        <p role="alert" className="text-brand">
          {newsroomFailure(failed, common, i18n.language)}
        </p>
      ) : article && language ? (
        render(article, language)
      ) : (
        <Loading label={t('form.loading')} />
      )}
    </section>
  );
}
