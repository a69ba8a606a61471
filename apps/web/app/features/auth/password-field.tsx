import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { TextField } from '../../ui/text-field';
import { useNamespaceTranslation } from '../../lib/namespaces';

/** A password box with a show/hide toggle inside it. */
export function PasswordField(props: Omit<ComponentProps<typeof TextField>, 'type' | 'end'>) {
  const { t } = useNamespaceTranslation('accounts');
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      dir="ltr"
      autoCapitalize="off"
      spellCheck={false}
      end={
        <button
          type="button"
          onClick={() => setShown((value) => !value)}
          aria-label={t('auth.showPassword')}
          aria-pressed={shown}
          data-testid="password-toggle"
          className="inline-flex size-9 items-center justify-center rounded-full text-muted hover:bg-raised"
        >
          {shown ? (
            <EyeOff aria-hidden="true" className="size-5" />
          ) : (
            <Eye aria-hidden="true" className="size-5" />
          )}
        </button>
      }
    />
  );
}
