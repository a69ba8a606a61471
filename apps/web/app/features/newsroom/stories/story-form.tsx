import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  META_DESCRIPTION_MAX,
  STORY_EXCERPT_MAX,
  STORY_SHORT_CONTENT_MAX,
  STORY_TITLE_MAX,
} from '@vaarta/core/constants';
import { editsLanguage } from '@vaarta/core/newsroom-rules';
import { SelectField } from '../../../ui/form-fields';
import { TextField } from '../../../ui/text-field';
import { TextArea } from '../desk/text-area';
import { useNewsroomT } from '../newsroom-i18n';
import { useStaffScope } from '../staff-context';
import {
  useCategories,
  useDistricts,
  useLanguages,
  useNamingLanguageId,
  useStates,
} from './catalog';
import { RichTextEditor } from './rich-text-editor';
import type { CheckedValues, StoryField, StoryValues } from './story-values';

type Problems = CheckedValues['problems'];

/** The words of a field's problem: the server's own in English, the interface's otherwise. */
function useProblemText() {
  const t = useNewsroomT();
  const { i18n } = useTranslation();
  return (problem: Problems[StoryField]) => {
    if (!problem) return undefined;
    if (i18n.language === 'en') return problem.message;
    return problem.kind === 'tooLong'
      ? t('errors.tooLong', { max: problem.max })
      : t(`errors.${problem.kind}`);
  };
}

function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} className="text-sm font-semibold text-brand">
      {text}
    </p>
  ) : null;
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-4 rounded-lg border border-line bg-surface p-4">
      <legend className="px-1 font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * Every field of a story. The languages offered are those the caller writes in; the flags are
 * an editor's; places and categories follow the chosen language.
 */
export function StoryForm({
  values,
  onChange,
  problems,
  isNew,
  readOnly,
}: {
  values: StoryValues;
  onChange: (changes: Partial<StoryValues>) => void;
  problems: Problems;
  isNew: boolean;
  readOnly: boolean;
}) {
  const t = useNewsroomT();
  const problemText = useProblemText();
  const staff = useStaffScope();
  const ids = useId();
  const languages = useLanguages();
  const namingLanguageId = useNamingLanguageId(languages.data, values.languageId || undefined);
  const states = useStates(namingLanguageId);
  const districts = useDistricts(namingLanguageId, values.stateId || undefined);
  const categories = useCategories(values.languageId || undefined);
  const storyLanguage = languages.data?.find((language) => language.id === values.languageId)?.code;
  const mayFlag = Boolean(values.languageId) && editsLanguage(staff, values.languageId);
  const writable = languages.data?.filter(
    (language) =>
      language.id === values.languageId ||
      staff.roleType === 'reporter' ||
      editsLanguage(staff, language.id),
  );

  /** The props of a text box for one field: its value, its problem, and its change. */
  const text = (field: Exclude<StoryField, 'isBreaking' | 'isFeatured' | 'isSticky'>) => {
    const error = problemText(problems[field]);
    const errorId = `${ids}-${field}-error`;
    return {
      props: {
        name: field,
        value: values[field],
        readOnly,
        invalid: Boolean(error),
        describedBy: error ? errorId : undefined,
        onChange: (event: { target: { value: string } }) =>
          onChange({ [field]: event.target.value }),
      },
      error: <FieldError id={errorId} text={error} />,
    };
  };
  const select = (field: 'languageId' | 'categoryId' | 'stateId' | 'districtId') => {
    const { props, error } = text(field);
    return {
      rest: {
        name: props.name,
        value: props.value,
        onChange: props.onChange,
        disabled: readOnly,
        'aria-invalid': props.invalid || undefined,
        'aria-describedby': props.describedBy,
      },
      error,
    };
  };

  const title = text('title');
  const excerpt = text('excerpt');
  const shortContent = text('shortContent');
  const body = text('body');
  const videoUrl = text('videoUrl');
  const byline = text('authorName');
  const meta = text('metaDescription');
  const source = text('source');
  const sourceUrl = text('sourceUrl');
  const language = select('languageId');
  const category = select('categoryId');
  const state = select('stateId');
  const district = select('districtId');

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <Group title={t('form.texts')}>
        <div>
          <TextField
            label={t('form.title')}
            dir="auto"
            lang={storyLanguage}
            maxLength={STORY_TITLE_MAX}
            data-testid="story-title"
            {...title.props}
          />
          {title.error}
        </div>
        <div>
          <TextArea
            label={t('form.excerpt')}
            rows={2}
            maxLength={STORY_EXCERPT_MAX}
            lang={storyLanguage}
            {...excerpt.props}
          />
          {excerpt.error}
        </div>
        <div>
          <TextArea
            label={t('form.shortContent')}
            rows={3}
            maxLength={STORY_SHORT_CONTENT_MAX}
            lang={storyLanguage}
            {...shortContent.props}
          />
          {shortContent.error}
        </div>
        <div className="flex flex-col gap-1">
          <span id={`${ids}-body-label`} className="text-sm font-semibold">
            {t('form.body')}
          </span>
          <RichTextEditor
            value={values.body}
            onChange={(html) => onChange({ body: html })}
            label={t('form.body')}
            labelId={`${ids}-body-label`}
            invalid={body.props.invalid}
            describedBy={body.props.describedBy}
            lang={storyLanguage}
            readOnly={readOnly}
          />
          {body.error}
        </div>
        <div>
          <TextField
            label={t('form.videoUrl')}
            type="url"
            dir="ltr"
            inputMode="url"
            placeholder="https://youtu.be/…"
            {...videoUrl.props}
          />
          {videoUrl.error}
        </div>
      </Group>

      <Group title={t('form.places')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <SelectField
              label={t('form.language')}
              {...language.rest}
              data-testid="story-language"
              onChange={(event) => onChange({ languageId: event.target.value, categoryId: '' })}
            >
              <option value="">{t('form.choose')}</option>
              {writable?.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </SelectField>
            {language.error}
          </div>
          <div>
            <SelectField label={t('form.category')} {...category.rest} data-testid="story-category">
              <option value="">{t('form.choose')}</option>
              {categories.data?.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </SelectField>
            {category.error}
          </div>
          <div>
            <SelectField
              label={t('form.state')}
              {...state.rest}
              data-testid="story-state"
              onChange={(event) => onChange({ stateId: event.target.value, districtId: '' })}
            >
              <option value="">{t('form.none')}</option>
              {states.data?.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </SelectField>
            {state.error}
          </div>
          <div>
            <SelectField
              label={t('form.district')}
              {...district.rest}
              data-testid="story-district"
              disabled={readOnly || !values.stateId}
            >
              <option value="">{t('form.none')}</option>
              {districts.data?.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </SelectField>
            {district.error}
          </div>
        </div>
        <div className="flex flex-col gap-2">
          <span className="text-sm font-semibold">{t('form.flags')}</span>
          <div className="flex flex-wrap gap-4">
            {(['isBreaking', 'isFeatured', 'isSticky'] as const).map((flag) => (
              <label key={flag} className="flex items-center gap-2">
                <input
                  type="checkbox"
                  checked={values[flag]}
                  disabled={readOnly || !mayFlag}
                  data-testid={`story-${flag}`}
                  onChange={(event) => onChange({ [flag]: event.target.checked })}
                  className="size-4 accent-brand"
                />
                {t(`flags.${flag.slice(2).toLowerCase()}`)}
              </label>
            ))}
          </div>
          {!mayFlag && staff.roleType === 'reporter' ? (
            <p className="text-sm text-muted">{t('flags.editorsOnly')}</p>
          ) : null}
        </div>
      </Group>

      <Group title={t('form.credits')}>
        <div>
          <TextField label={t('form.byline')} dir="auto" maxLength={120} {...byline.props} />
          {isNew ? <p className="text-sm text-muted">{t('form.bylineHint')}</p> : null}
          {byline.error}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <TextField label={t('form.source')} dir="auto" maxLength={200} {...source.props} />
            {source.error}
          </div>
          <div>
            <TextField
              label={t('form.sourceUrl')}
              type="url"
              dir="ltr"
              inputMode="url"
              {...sourceUrl.props}
            />
            {sourceUrl.error}
          </div>
        </div>
        <div>
          <TextArea
            label={t('form.metaDescription')}
            rows={2}
            maxLength={META_DESCRIPTION_MAX}
            lang={storyLanguage}
            {...meta.props}
          />
          {meta.error}
        </div>
      </Group>
    </div>
  );
}
