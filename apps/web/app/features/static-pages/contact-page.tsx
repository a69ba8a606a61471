import { Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ProsePage } from '../../ui/prose-page';

/**
 * Contact (docs/product/reading.md, "Static pages"): a support e-mail link, a phone link and a
 * map-linked address, from translations.
 */
export function ContactPage() {
  const { t } = useTranslation();
  const email = t('contact.email');
  const phone = t('contact.phone');
  const address = t('contact.address');
  const row = 'flex items-start gap-3 rounded-lg border border-line bg-surface p-4';
  return (
    <ProsePage title={t('contact.title')} testId="contact-page">
      <p>{t('contact.intro')}</p>
      <ul className="flex flex-col gap-3">
        <li className={row}>
          <Mail aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand" />
          <div>
            <p className="font-semibold">{t('contact.emailLabel')}</p>
            <a href={`mailto:${email}`} className="text-accent underline">
              <bdi>{email}</bdi>
            </a>
          </div>
        </li>
        <li className={row}>
          <Phone aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand" />
          <div>
            <p className="font-semibold">{t('contact.phoneLabel')}</p>
            <a href={`tel:${phone.replace(/[^+\d]/g, '')}`} className="text-accent underline">
              <bdi dir="ltr">{phone}</bdi>
            </a>
          </div>
        </li>
        <li className={row}>
          <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand" />
          <div>
            <p className="font-semibold">{t('contact.addressLabel')}</p>
            <a
              href={`https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`}
              target="_blank"
              rel="noopener noreferrer"
              className="text-accent underline"
              aria-label={`${address} — ${t('contact.openMap')}`}
            >
              {address}
            </a>
          </div>
        </li>
      </ul>
      <p className="text-muted">{t('contact.hours')}</p>
    </ProsePage>
  );
}
