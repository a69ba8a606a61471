import type { LanguageCode } from '@vaarta/core/constants';

/** The printed edition's own words in each language (its stories bring the rest). */
export interface PrintWords {
  brand: string;
  edition: string;
  page: (n: string) => string;
  pages: (n: string) => string;
  continuedOn: (page: string) => string;
  continuedFrom: (page: string) => string;
  inside: string;
  /** Between a byline's author and place, or index entries: Urdu's zero (۰) looks like '·'. */
  separator: string;
}

export const PRINT_WORDS: Record<LanguageCode, PrintWords> = {
  en: {
    brand: 'Vaarta',
    edition: 'Daily Edition',
    page: (n) => `Page ${n}`,
    pages: (n) => `${n} pages`,
    continuedOn: (p) => `Continued on page ${p}`,
    continuedFrom: (p) => `Continued from page ${p}`,
    inside: 'Inside',
    separator: ' · ',
  },
  te: {
    brand: 'వార్త',
    edition: 'దినపత్రిక',
    page: (n) => `పేజీ ${n}`,
    pages: (n) => `${n} పేజీలు`,
    continuedOn: (p) => `మిగతా ${p}వ పేజీలో`,
    continuedFrom: (p) => `${p}వ పేజీ తరువాయి`,
    inside: 'లోపలి పేజీల్లో',
    separator: ' · ',
  },
  ur: {
    brand: 'وارتا',
    edition: 'روزنامہ',
    page: (n) => `صفحہ ${n}`,
    pages: (n) => `${n} صفحات`,
    continuedOn: (p) => `بقیہ صفحہ ${p} پر`,
    continuedFrom: (p) => `صفحہ ${p} کا بقیہ`,
    inside: 'اندرونی صفحات پر',
    separator: '، ',
  },
  hi: {
    brand: 'वार्ता',
    edition: 'दैनिक संस्करण',
    page: (n) => `पृष्ठ ${n}`,
    pages: (n) => `${n} पृष्ठ`,
    continuedOn: (p) => `शेष पृष्ठ ${p} पर`,
    continuedFrom: (p) => `पृष्ठ ${p} का शेष`,
    inside: 'अंदर के पन्नों पर',
    separator: ' · ',
  },
  ta: {
    brand: 'வார்த்தா',
    edition: 'நாளிதழ்',
    page: (n) => `பக்கம் ${n}`,
    pages: (n) => `${n} பக்கங்கள்`,
    continuedOn: (p) => `தொடர்ச்சி ${p}-ம் பக்கம்`,
    continuedFrom: (p) => `${p}-ம் பக்கத் தொடர்ச்சி`,
    inside: 'உள்ளே',
    separator: ' · ',
  },
  kn: {
    brand: 'ವಾರ್ತಾ',
    edition: 'ದಿನಪತ್ರಿಕೆ',
    page: (n) => `ಪುಟ ${n}`,
    pages: (n) => `${n} ಪುಟಗಳು`,
    continuedOn: (p) => `ಉಳಿದ ಭಾಗ ${p}ನೇ ಪುಟದಲ್ಲಿ`,
    continuedFrom: (p) => `${p}ನೇ ಪುಟದಿಂದ`,
    inside: 'ಒಳಪುಟಗಳಲ್ಲಿ',
    separator: ' · ',
  },
};
