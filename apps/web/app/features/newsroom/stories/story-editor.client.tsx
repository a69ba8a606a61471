import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Eye } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { browserApi } from '../../../api/browser';
import { fetchStory, updateStory, type Story } from '../../../api/newsroom-stories';
import { BUTTON } from '../../../ui/buttons';
import { useMessageFocus } from '../../../ui/form-message';
import { Loading } from '../../../ui/spinner';
import { isConflict, newsroomFailure } from '../failure';
import { useNewsroomT } from '../newsroom-i18n';
import { PhotosPanel } from './photos-panel';
import { PublishingPanel } from './publishing-panel';
import { RevisionsPanel } from './revisions-panel';
import { SaveBar } from './save-bar';
import { storyKey, storyListKey } from './story-keys';
import { StoryForm } from './story-form';
import { changedFields, checkValues, valuesOf, type CheckedValues } from './story-values';

/** One story: its form, and beside it publishing, photos and the revision history. */
export function StoryEditor({ storyId }: { storyId: string }) {
  const t = useNewsroomT();
  const { t: common, i18n } = useTranslation();
  const story = useQuery({
    queryKey: storyKey(storyId),
    queryFn: () => fetchStory(browserApi, storyId),
    staleTime: 0,
  });
  if (story.isPending) return <Loading label={t('form.loading')} />;
  if (story.error) {
    return (
      <p role="alert" className="text-brand">
        {newsroomFailure(story.error, common, i18n.language)}
      </p>
    );
  }
  return <LoadedEditor key={story.data.id} story={story.data} />;
}

function LoadedEditor({ story: opened }: { story: Story }) {
  const t = useNewsroomT();
  const { t: common, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const created = (useLocation().state as { created?: boolean } | null)?.created === true;
  const { message, focusMessage } = useMessageFocus();
  // The version the form started from: a save sends what differs from it, with its revision.
  const [baseline, setBaseline] = useState(opened);
  const [values, setValues] = useState(() => valuesOf(opened));
  const [problems, setProblems] = useState<CheckedValues['problems']>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(created ? t('form.created') : null);
  const [conflict, setConflict] = useState(false);

  const checked = checkValues(values);
  const changes = changedFields(checked.fields, checkValues(valuesOf(baseline)).fields);
  const dirty = Object.keys(changes).length > 0;
  const readOnly = !baseline.allowed.edit;

  /** Takes a newer version of the story; the boxes follow it unless they hold unsaved work. */
  const adopt = (next: Story, replaceValues = !dirty) => {
    setBaseline(next);
    if (replaceValues) setValues(valuesOf(next));
    queryClient.setQueryData(storyKey(next.id), next);
    void queryClient.invalidateQueries({ queryKey: storyListKey });
  };

  const save = useMutation({
    mutationFn: ({ base }: { base: Story }) =>
      updateStory(browserApi, base.id, {
        ...changedFields(checked.fields, checkValues(valuesOf(base)).fields),
        baseRevision: base.revision,
      }),
    onSuccess: (next) => {
      adopt(next, true);
      setConflict(false);
      setFailure(null);
      setSuccess(t('form.saved'));
    },
    onError: (error) => {
      setSuccess(null);
      setConflict(isConflict(error));
      setFailure(
        isConflict(error) ? t('errors.conflict') : newsroomFailure(error, common, i18n.language),
      );
      focusMessage();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblems(checked.problems);
    if (Object.keys(checked.problems).length > 0) {
      setSuccess(null);
      setFailure(t('form.fixErrors'));
      focusMessage();
      return;
    }
    if (!dirty) {
      setFailure(null);
      setSuccess(t('form.saved'));
      return;
    }
    save.mutate({ base: baseline });
  };

  /** After a conflict: their version becomes the base, and mine is saved over it or dropped. */
  const resolve = async (keepMine: boolean) => {
    const latest = await fetchStory(browserApi, baseline.id);
    if (keepMine) {
      setBaseline(latest);
      save.mutate({ base: latest });
    } else {
      adopt(latest, true);
      setConflict(false);
      setFailure(null);
    }
  };

  return (
    <div className="flex flex-col gap-4 lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <form
        onSubmit={submit}
        noValidate
        className="flex min-w-0 flex-col gap-4"
        data-testid="story-editor"
      >
        <header className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold">{t('form.editTitle')}</h1>
          <Link
            to={`/newsroom/stories/${baseline.id}/preview`}
            className={BUTTON.secondary}
            data-testid="preview-story"
          >
            <Eye aria-hidden="true" className="size-4" />
            {t('publishing.preview')}
          </Link>
        </header>
        {readOnly ? (
          <p className="rounded-md bg-raised px-3 py-2 text-sm">{t('form.readOnly')}</p>
        ) : null}
        <StoryForm
          values={values}
          onChange={(next) => {
            setSuccess(null);
            setValues((current) => ({ ...current, ...next }));
          }}
          problems={problems}
          isNew={false}
          readOnly={readOnly}
        />
        {readOnly ? null : (
          <SaveBar
            label={t('form.save')}
            busy={save.isPending}
            error={failure}
            success={success}
            messageRef={message}
          >
            {conflict ? (
              <div className="flex flex-wrap gap-2" data-testid="save-conflict">
                <button
                  type="button"
                  className={BUTTON.secondary}
                  onClick={() => void resolve(true)}
                >
                  {t('errors.keepMine')}
                </button>
                <button
                  type="button"
                  className={BUTTON.secondary}
                  onClick={() => void resolve(false)}
                >
                  {t('errors.loadTheirs')}
                </button>
              </div>
            ) : null}
          </SaveBar>
        )}
      </form>
      <aside className="flex min-w-0 flex-col gap-4">
        <PublishingPanel story={baseline} dirty={dirty} onStory={adopt} />
        <PhotosPanel story={baseline} onStory={adopt} />
        <RevisionsPanel story={baseline} onRestored={(next) => adopt(next, true)} />
      </aside>
    </div>
  );
}
