import { Save } from 'lucide-react';
import { FormMessage } from '../../../ui/form-message';
import { BUTTON } from '../../../ui/buttons';
import { useNewsroomT } from '../newsroom-i18n';

/**
 * The form's one main action and its message, kept in sight at the bottom of the screen (a
 * phone's too) while the form scrolls.
 */
export function SaveBar({
  label,
  busy,
  error,
  success,
  children,
  messageRef,
}: {
  label: string;
  busy: boolean;
  error: string | null;
  success: string | null;
  children?: React.ReactNode;
  messageRef: React.Ref<HTMLParagraphElement>;
}) {
  const t = useNewsroomT();
  return (
    <div className="sticky bottom-0 z-10 -mx-4 flex flex-col gap-2 border-t border-line bg-page/95 px-4 py-3 backdrop-blur md:mx-0 md:rounded-lg md:border">
      <FormMessage
        id="story-form-message"
        ref={messageRef}
        error={error}
        success={success}
        testId="story-form-message"
      />
      {children}
      <button
        type="submit"
        className={`${BUTTON.primary} self-start`}
        disabled={busy}
        data-testid="save-story"
      >
        <Save aria-hidden="true" className="size-4" />
        {busy ? t('form.saving') : label}
      </button>
    </div>
  );
}
