import { describe, expect, it } from 'vitest';
import { createI18n, loadDictionary } from './i18n';
import { addNamespace, addNamespacesInUse } from './namespaces';

describe('the words loaded with their screens', () => {
  it('join the instance once, and the reader dictionary backs them', async () => {
    const instance = createI18n('te', { te: await loadDictionary('te') });
    const t = instance.getFixedT('te', 'accounts');
    expect(instance.hasResourceBundle('te', 'accounts')).toBe(false);
    const first = addNamespace(instance, 'accounts', 'te');
    expect(addNamespace(instance, 'accounts', 'te')).toBe(first);
    await first;
    expect(t('auth.loginTitle')).toBe('లాగిన్');
    expect(t('common.login')).toBe(instance.t('common.login'));
    expect(t('common.login')).not.toBe('common.login');
  });

  it('follow a change of language, only the namespaces the page holds', async () => {
    const instance = createI18n('en', { en: await loadDictionary('en') });
    await addNamespace(instance, 'accounts', 'en');
    await addNamespacesInUse(instance, 'ur');
    expect(instance.hasResourceBundle('ur', 'accounts')).toBe(true);
    expect(instance.hasResourceBundle('ur', 'newsroom')).toBe(false);
  });
});
