import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { browserApi } from '../../../api/browser';
import { createStory } from '../../../api/newsroom-stories';
import { useMessageFocus } from '../../../ui/form-message';
import { newsroomFailure } from '../failure';
import { useNewsroomT } from '../newsroom-i18n';
import { useStaff } from '../staff-context';
import { SaveBar } from './save-bar';
import { storyKey, storyListKey } from './story-keys';
import { StoryForm } from './story-form';
import { checkValues, emptyValues, type CheckedValues, type StoryValues } from './story-values';

/** A new draft: on its creation the editor opens it, with its photos, publishing and history. */
export function NewStory() {
  const t = useNewsroomT();
  const { t: common, i18n } = useTranslation();
  const staff = useStaff();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message, focusMessage } = useMessageFocus();
  const [values, setValues] = useState<StoryValues>(() =>
    emptyValues(staff.roleType === 'editor' ? (staff.languageIds[0] ?? '') : ''),
  );
  const [problems, setProblems] = useState<CheckedValues['problems']>({});
  const [failure, setFailure] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: (fields: CheckedValues['fields']) =>
      createStory(browserApi, { ...fields, authorName: fields.authorName || undefined }),
    onSuccess: (story) => {
      queryClient.setQueryData(storyKey(story.id), story);
      void queryClient.invalidateQueries({ queryKey: storyListKey });
      void navigate(`/newsroom/stories/${story.id}`, { replace: true, state: { created: true } });
    },
    onError: (error) => {
      setFailure(newsroomFailure(error, common, i18n.language));
      focusMessage();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkValues(values);
    setProblems(checked.problems);
    if (Object.keys(checked.problems).length > 0) {
      setFailure(t('form.fixErrors'));
      focusMessage();
      return;
    }
    setFailure(null);
    create.mutate(checked.fields);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="story-editor">
      <h1 className="text-2xl font-bold">{t('form.newTitle')}</h1>
      <StoryForm
        values={values}
        onChange={(changes) => setValues((current) => ({ ...current, ...changes }))}
        problems={problems}
        isNew
        readOnly={false}
      />
      <p className="text-sm text-muted">{t('photos.saveDraftFirst')}</p>
      <SaveBar
        label={t('form.create')}
        busy={create.isPending}
        error={failure}
        success={null}
        messageRef={message}
      />
    </form>
  );
}
