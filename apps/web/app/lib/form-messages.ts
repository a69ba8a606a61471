import type { TFunction } from 'i18next';
import type { FieldErrors } from 'react-hook-form';
import { MINIMUM_AGE } from '@vaarta/core/constants';
import {
  ACCOUNT_MESSAGES,
  FEEDBACK_MESSAGES,
  firstByPriority,
} from '@vaarta/core/account-messages';

/** The dictionary key of each message the shared form schemas give, by its English text. */
const KEY_OF = new Map<string, string>([
  ...Object.entries(ACCOUNT_MESSAGES).map(
    ([name, text]) => [text, `auth.messages.${name}`] as const,
  ),
  ...Object.entries(FEEDBACK_MESSAGES).map(
    ([name, text]) => [text, `account.feedback.${name}`] as const,
  ),
]);

/**
 * A validation message of `packages/core`'s schemas in the interface language. The schemas
 * speak English (the server answers with the same words); a message with no translation is
 * shown as it is.
 */
export function ruleMessage(message: string, t: TFunction): string {
  const key = KEY_OF.get(message);
  return key ? t(key, { minimumAge: MINIMUM_AGE }) : message;
}

/**
 * The one message a form shows for its invalid fields, in the interface language: the first of
 * `priority` that applies (docs/product/accounts.md orders them), else the first field's;
 * undefined when all is well.
 */
export function formError(
  errors: FieldErrors,
  t: TFunction,
  priority: readonly string[] = [],
): string | undefined {
  const messages = Object.values(errors).flatMap((error) =>
    typeof error?.message === 'string' && error.message ? [error.message] : [],
  );
  const first = firstByPriority(messages, priority);
  return first === undefined ? undefined : ruleMessage(first, t);
}
