import type { LanguageCode, SectionType } from './constants.ts';

/** The home sections are stated with the other constants; their keywords are here. */
export { SECTION_TYPES, type SectionType } from './constants.ts';

/**
 * Fallback keyword sets (docs/product/reading.md, "Home sections"), used when the server's lookups
 * are unavailable.
 */
export const FALLBACK_CATEGORY_KEYWORDS: Record<Exclude<SectionType, 'jobs'>, string[]> = {
  breaking: ['breaking', 'urgent', 'flash', 'alert', 'emergency'],
  politics: ['politics', 'political', 'government', 'election', 'parliament'],
  business: ['business', 'economy', 'finance', 'market', 'trade', 'commerce'],
  sports: ['sports', 'sport', 'cricket', 'football', 'tennis', 'olympics'],
  technology: ['technology', 'tech', 'digital', 'computer', 'internet', 'ai', 'software'],
  entertainment: ['entertainment', 'movie', 'music', 'celebrity', 'bollywood', 'hollywood'],
};

/** Category keywords per language code and type (GET /api?type=category-keywords). */
export const CATEGORY_KEYWORDS: Record<LanguageCode, Record<SectionType, string[]>> = {
  en: {
    ...FALLBACK_CATEGORY_KEYWORDS,
    jobs: ['jobs', 'job', 'careers', 'employment', 'recruitment'],
  },
  te: {
    breaking: ['బ్రేకింగ్', 'తాజా వార్తలు', 'అత్యవసర', 'హెచ్చరిక'],
    politics: ['రాజకీయాలు', 'రాజకీయ', 'ప్రభుత్వం', 'ఎన్నికలు', 'అసెంబ్లీ'],
    business: ['వ్యాపారం', 'ఆర్థికం', 'మార్కెట్', 'వాణిజ్యం'],
    sports: ['క్రీడలు', 'క్రికెట్', 'ఫుట్‌బాల్', 'ఆటలు'],
    technology: ['సాంకేతికం', 'టెక్నాలజీ', 'డిజిటల్', 'ఇంటర్నెట్'],
    entertainment: ['వినోదం', 'సినిమా', 'సంగీతం', 'టాలీవుడ్'],
    jobs: ['ఉద్యోగాలు', 'ఉద్యోగం', 'నియామకాలు', 'కొలువులు'],
  },
  ur: {
    breaking: ['تازہ ترین', 'بریکنگ', 'فوری', 'انتباہ', 'ہنگامی'],
    politics: ['سیاست', 'سیاسی', 'حکومت', 'انتخابات', 'پارلیمنٹ'],
    business: ['کاروبار', 'معیشت', 'مالیات', 'بازار', 'تجارت'],
    sports: ['کھیل', 'کرکٹ', 'فٹ بال', 'ٹینس'],
    technology: ['ٹیکنالوجی', 'سائنس و ٹیکنالوجی', 'ڈیجیٹل', 'انٹرنیٹ'],
    entertainment: ['تفریح', 'فلم', 'موسیقی', 'بالی ووڈ'],
    jobs: ['ملازمتیں', 'روزگار', 'بھرتی', 'نوکریاں'],
  },
  hi: {
    breaking: ['ब्रेकिंग', 'ताज़ा खबर', 'तत्काल', 'अलर्ट', 'आपात'],
    politics: ['राजनीति', 'राजनीतिक', 'सरकार', 'चुनाव', 'संसद'],
    business: ['व्यापार', 'कारोबार', 'अर्थव्यवस्था', 'बाज़ार', 'वित्त'],
    sports: ['खेल', 'क्रिकेट', 'फुटबॉल', 'टेनिस'],
    technology: ['तकनीक', 'टेक्नोलॉजी', 'डिजिटल', 'इंटरनेट'],
    entertainment: ['मनोरंजन', 'फिल्म', 'संगीत', 'बॉलीवुड'],
    jobs: ['नौकरी', 'नौकरियां', 'रोज़गार', 'भर्ती'],
  },
  ta: {
    breaking: ['பிரேக்கிங்', 'உடனடி செய்திகள்', 'அவசரம்', 'எச்சரிக்கை'],
    politics: ['அரசியல்', 'அரசு', 'தேர்தல்', 'சட்டமன்றம்'],
    business: ['வணிகம்', 'பொருளாதாரம்', 'சந்தை', 'வர்த்தகம்'],
    sports: ['விளையாட்டு', 'கிரிக்கெட்', 'கால்பந்து'],
    technology: ['தொழில்நுட்பம்', 'டிஜிட்டல்', 'இணையம்'],
    entertainment: ['பொழுதுபோக்கு', 'சினிமா', 'திரைப்படம்', 'இசை'],
    jobs: ['வேலைவாய்ப்பு', 'வேலை', 'பணி நியமனம்'],
  },
  kn: {
    breaking: ['ಬ್ರೇಕಿಂಗ್', 'ತಾಜಾ ಸುದ್ದಿ', 'ತುರ್ತು', 'ಎಚ್ಚರಿಕೆ'],
    politics: ['ರಾಜಕೀಯ', 'ಸರ್ಕಾರ', 'ಚುನಾವಣೆ', 'ವಿಧಾನಸಭೆ'],
    business: ['ವಾಣಿಜ್ಯ', 'ವ್ಯಾಪಾರ', 'ಆರ್ಥಿಕತೆ', 'ಮಾರುಕಟ್ಟೆ'],
    sports: ['ಕ್ರೀಡೆ', 'ಕ್ರಿಕೆಟ್', 'ಫುಟ್‌ಬಾಲ್'],
    technology: ['ತಂತ್ರಜ್ಞಾನ', 'ಡಿಜಿಟಲ್', 'ಇಂಟರ್ನೆಟ್'],
    entertainment: ['ಮನರಂಜನೆ', 'ಸಿನಿಮಾ', 'ಸಂಗೀತ', 'ಸ್ಯಾಂಡಲ್‌ವುಡ್'],
    jobs: ['ಉದ್ಯೋಗ', 'ಉದ್ಯೋಗಗಳು', 'ನೇಮಕಾತಿ'],
  },
};

/** Words that mark a headline or category as urgent, per language (GET /api?type=urgency-patterns). */
export const URGENCY_PATTERNS: Record<LanguageCode, string[]> = {
  en: ['breaking', 'urgent', 'flash', 'alert', 'just in', 'live'],
  te: ['బ్రేకింగ్', 'తాజా', 'అత్యవసర', 'హెచ్చరిక', 'లైవ్'],
  ur: ['بریکنگ', 'تازہ ترین', 'فوری', 'انتباہ', 'لائیو'],
  hi: ['ब्रेकिंग', 'ताज़ा', 'तत्काल', 'अलर्ट', 'लाइव'],
  ta: ['பிரேக்கிங்', 'உடனடி', 'அவசரம்', 'எச்சரிக்கை', 'நேரலை'],
  kn: ['ಬ್ರೇಕಿಂಗ್', 'ತಾಜಾ', 'ತುರ್ತು', 'ಎಚ್ಚರಿಕೆ', 'ನೇರಪ್ರಸಾರ'],
};
