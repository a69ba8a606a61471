import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The desks' checks in the browser give the shared schemas' English messages (the server
 * answers with the same words); the ones a desk's form meets most are said in the interface
 * language, any other as it is.
 */
const KEY_OF: Record<string, string> = {
  'Please write a note saying why the article is taken down': 'noteRequired',
  'The prices must run minimum ≤ modal ≤ maximum': 'priceOrder',
  'Name is required': 'nameRequired',
  'categoryId must be a valid id': 'categoryRequired',
  'Feed address is required': 'feedAddress',
  'Feed address must be a web address starting with http:// or https://': 'feedAddress',
};

export function useRuleMessage(): (message: string) => string {
  const { t } = useTranslation('newsroom', { keyPrefix: 'screens.rules' });
  return useCallback(
    (message) => {
      const key = KEY_OF[message];
      return key ? t(key) : message;
    },
    [t],
  );
}
