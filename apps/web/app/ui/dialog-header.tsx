import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A dialog's header: its title, its description and a close button. A description meant for
 * assistive technology only (`hideDescription`) leaves the title alone on its line, level with
 * a larger close button; a visible one sits under the title, and both line up at the top.
 */
export function DialogHeader({
  title,
  description,
  descriptionClassName = '',
  hideDescription = false,
}: {
  title: ReactNode;
  description: ReactNode;
  descriptionClassName?: string;
  hideDescription?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div
      className={`flex justify-between gap-4 border-b border-line p-4 ${hideDescription ? 'items-center' : 'items-start'}`}
    >
      <div>
        <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
        <Dialog.Description
          className={hideDescription ? 'sr-only' : `text-sm text-muted ${descriptionClassName}`}
        >
          {description}
        </Dialog.Description>
      </div>
      <Dialog.Close
        aria-label={t('common.close')}
        className={`inline-flex shrink-0 items-center justify-center rounded-full hover:bg-raised ${hideDescription ? 'size-10' : 'size-9'}`}
      >
        <X aria-hidden="true" className="size-5" />
      </Dialog.Close>
    </div>
  );
}
