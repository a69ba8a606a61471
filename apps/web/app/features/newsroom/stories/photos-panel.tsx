import { useMutation } from '@tanstack/react-query';
import { ImageUp, Star, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ALT_TEXT_MAX, CAPTION_MAX } from '@vaarta/core/constants';
import type { Media } from '@vaarta/core/entities/news';
import { browserApi } from '../../../api/browser';
import { removePhoto, updatePhoto, uploadPhoto, type Story } from '../../../api/newsroom-stories';
import { BUTTON } from '../../../ui/buttons';
import { TextField } from '../../../ui/text-field';
import { newsroomFailure } from '../failure';
import { useNewsroomT } from '../newsroom-i18n';
import { StaffImage } from '../staff-image';
import { Panel, PanelOutcome } from './panel';

type Change =
  | { kind: 'upload'; file: File; caption: string; alt: string }
  | { kind: 'update'; mediaId: string; caption?: string; alt?: string; position?: number }
  | { kind: 'remove'; mediaId: string };

/** The story's photos, the first the lead: add one with its caption and alternative text. */
export function PhotosPanel({ story, onStory }: { story: Story; onStory: (story: Story) => void }) {
  const t = useNewsroomT();
  const { t: common, i18n } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: (action: Change) => {
      if (action.kind === 'upload') return uploadPhoto(browserApi, story.id, action);
      if (action.kind === 'remove') return removePhoto(browserApi, story.id, action.mediaId);
      const { mediaId, caption, alt, position } = action;
      return updatePhoto(browserApi, story.id, mediaId, { caption, alt, position });
    },
    onSuccess: (next, action) => {
      setFailure(null);
      setDone(action.kind === 'upload' ? t('photos.added') : null);
      onStory(next);
    },
    onError: (error) => {
      setDone(null);
      setFailure(newsroomFailure(error, common, i18n.language));
    },
  });
  const photos = story.media.filter((media) => media.mediaType === 'image');
  const editable = story.allowed.edit;

  return (
    <Panel title={t('photos.title')} testId="photos-panel">
      {photos.length === 0 ? <p className="text-sm text-muted">{t('photos.none')}</p> : null}
      <ul className="flex flex-col gap-3">
        {photos.map((photo, index) => (
          <PhotoItem
            key={`${photo.id}-${photo.caption}-${photo.alt}`}
            photo={photo}
            lead={index === 0}
            editable={editable}
            busy={change.isPending}
            onChange={(changes) => change.mutate({ kind: 'update', mediaId: photo.id, ...changes })}
            onRemove={() => change.mutate({ kind: 'remove', mediaId: photo.id })}
          />
        ))}
      </ul>
      {editable ? (
        <UploadForm
          busy={change.isPending}
          onUpload={(photo) => change.mutate({ kind: 'upload', ...photo })}
          onMissingFile={() => setFailure(t('photos.chooseFile'))}
        />
      ) : null}
      <PanelOutcome failure={failure} done={done} failureTestId="photos-error" />
    </Panel>
  );
}

function PhotoItem({
  photo,
  lead,
  editable,
  busy,
  onChange,
  onRemove,
}: {
  photo: Media;
  lead: boolean;
  editable: boolean;
  busy: boolean;
  onChange: (changes: { caption?: string; alt?: string; position?: number }) => void;
  onRemove: () => void;
}) {
  const t = useNewsroomT();
  const [caption, setCaption] = useState(photo.caption);
  const [alt, setAlt] = useState(photo.alt);
  const changed = caption !== photo.caption || alt !== photo.alt;
  return (
    <li
      className="flex flex-col gap-2 border-b border-line pb-3 last:border-0"
      data-testid="story-photo"
    >
      <div className="relative">
        <StaffImage
          src={photo.mediaUrl}
          alt={photo.alt || photo.caption}
          width={photo.width ?? 960}
          height={photo.height ?? 540}
          className="aspect-video w-full rounded object-cover"
        />
        {lead ? (
          <span className="absolute start-2 top-2 rounded bg-brand px-2 py-0.5 text-xs font-semibold text-on-brand">
            {t('photos.lead')}
          </span>
        ) : null}
      </div>
      <TextField
        label={t('photos.caption')}
        dir="auto"
        value={caption}
        maxLength={CAPTION_MAX}
        readOnly={!editable}
        onChange={(event) => setCaption(event.target.value)}
      />
      <TextField
        label={t('photos.alt')}
        dir="auto"
        value={alt}
        maxLength={ALT_TEXT_MAX}
        readOnly={!editable}
        onChange={(event) => setAlt(event.target.value)}
      />
      {editable ? (
        <div className="flex flex-wrap gap-2">
          {changed ? (
            <button
              type="button"
              className={BUTTON.secondary}
              disabled={busy}
              onClick={() => onChange({ caption, alt })}
            >
              {t('photos.save')}
            </button>
          ) : null}
          {lead ? null : (
            <button
              type="button"
              className={BUTTON.secondary}
              disabled={busy}
              onClick={() => onChange({ position: 0 })}
            >
              <Star aria-hidden="true" className="size-4" />
              {t('photos.makeLead')}
            </button>
          )}
          <button type="button" className={BUTTON.secondary} disabled={busy} onClick={onRemove}>
            <Trash2 aria-hidden="true" className="size-4" />
            {t('photos.remove')}
          </button>
        </div>
      ) : null}
    </li>
  );
}

function UploadForm({
  busy,
  onUpload,
  onMissingFile,
}: {
  busy: boolean;
  onUpload: (photo: { file: File; caption: string; alt: string }) => void;
  onMissingFile: () => void;
}) {
  const t = useNewsroomT();
  const ids = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [caption, setCaption] = useState('');
  const [alt, setAlt] = useState('');
  // Kept after a refusal (too large, not a photo), so only the file need change.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    if (!file) return onMissingFile();
    onUpload({ file, caption: caption.trim(), alt: alt.trim() });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 border-t border-line pt-3">
      <label htmlFor={`${ids}-input`} className="text-sm font-semibold">
        {t('photos.file')}
      </label>
      <input
        id={`${ids}-input`}
        ref={fileInput}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif,image/gif,image/tiff"
        data-testid="photo-file"
        className="text-sm file:me-3 file:rounded-md file:border file:border-line file:bg-raised file:px-3 file:py-1.5"
      />
      <TextField
        label={t('photos.caption')}
        dir="auto"
        value={caption}
        maxLength={CAPTION_MAX}
        data-testid="photo-caption"
        onChange={(event) => setCaption(event.target.value)}
      />
      <TextField
        label={t('photos.alt')}
        dir="auto"
        value={alt}
        maxLength={ALT_TEXT_MAX}
        data-testid="photo-alt"
        onChange={(event) => setAlt(event.target.value)}
      />
      <p className="text-xs text-muted">{t('photos.altHint')}</p>
      <button
        type="submit"
        className={`${BUTTON.secondary} self-start`}
        disabled={busy}
        data-testid="upload-photo"
      >
        <ImageUp aria-hidden="true" className="size-4" />
        {busy ? t('photos.uploading') : t('photos.upload')}
      </button>
    </form>
  );
}
