import { Copy, Share2 } from 'lucide-react';
import { useId } from 'react';
import { copyLink, shareOrCopy } from '../../lib/share';
import { BUTTON } from '../../ui/buttons';
import { CenteredDialog } from '../../ui/centered-dialog';
import type { AccountDialogProps } from './account-dialogs';
import { useNamespaceTranslation } from '../../lib/namespaces';

/** Invite Friends: share the site through the phone's apps (else copy it), or copy the link. */
export default function InviteDialog(dialog: AccountDialogProps) {
  const { t } = useNamespaceTranslation('accounts');
  const id = useId();
  const url = `${location.origin}/`;
  const texts = { copied: t('account.invite.copied'), copyFailed: t('account.invite.copyFailed') };
  return (
    <CenteredDialog
      {...dialog}
      title={t('account.invite.title')}
      description={t('account.invite.description')}
      testId="invite-dialog"
      className="max-w-md overflow-y-auto"
    >
      <div className="flex flex-col gap-4 p-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-link`} className="text-sm font-semibold">
            {t('account.invite.link')}
          </label>
          <input
            id={`${id}-link`}
            readOnly
            value={url}
            dir="ltr"
            onFocus={(event) => event.target.select()}
            className="w-full rounded-md border border-line bg-page px-3 py-2"
            data-testid="invite-link"
          />
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <button
            type="button"
            onClick={() => void copyLink(url, texts)}
            className={BUTTON.secondary}
            data-testid="invite-copy"
          >
            <Copy aria-hidden="true" className="size-4" />
            {t('account.invite.copyLink')}
          </button>
          <button
            type="button"
            onClick={() =>
              void shareOrCopy(
                { title: t('account.invite.shareTitle'), text: t('account.invite.shareText'), url },
                texts,
              )
            }
            className={BUTTON.primary}
            data-testid="invite-share"
          >
            <Share2 aria-hidden="true" className="size-4" />
            {t('account.invite.share')}
          </button>
        </div>
      </div>
    </CenteredDialog>
  );
}
