import { Check, X } from 'lucide-react';
import { RESET_PASSWORD_RULES } from '@vaarta/core/entities/account';
import { useNamespaceTranslation } from '../../lib/namespaces';

/** The new password's rules, each green once met and red until then, and whether both match. */
export function PasswordChecklist({
  id,
  password,
  confirmation,
}: {
  id: string;
  password: string;
  confirmation: string;
}) {
  const { t } = useNamespaceTranslation('accounts');
  const lines = [
    ...RESET_PASSWORD_RULES.map((rule) => ({
      id: rule.id,
      text: t(`auth.reset.rules.${rule.id}`),
      met: rule.test(password),
    })),
    { id: 'match', text: t('auth.reset.match'), met: password !== '' && password === confirmation },
  ];
  return (
    <div id={id}>
      <p className="text-sm font-semibold">{t('auth.reset.rulesTitle')}</p>
      <ul className="mt-1 flex flex-col gap-0.5 text-sm" data-testid="password-checklist">
        {lines.map((line) => (
          <li
            key={line.id}
            data-rule={line.id}
            data-met={line.met}
            className={`flex items-center gap-2 ${line.met ? 'text-success' : 'text-brand'}`}
          >
            {line.met ? (
              <Check aria-hidden="true" className="size-4 shrink-0" />
            ) : (
              <X aria-hidden="true" className="size-4 shrink-0" />
            )}
            <span>
              {line.text}
              <span className="sr-only">
                : {line.met ? t('auth.reset.met') : t('auth.reset.unmet')}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
