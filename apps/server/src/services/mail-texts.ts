import type { LanguageCode } from '@vaarta/core/constants';

/** The few mails Vaarta sends, short and in the reader's interface language. */
export const MAIL_TEXTS: Record<
  LanguageCode,
  {
    codeSubject: string;
    codeBody: (code: string, minutes: number) => string;
    newsletterSubject: string;
    newsletterBody: (link: string) => string;
  }
> = {
  en: {
    codeSubject: 'Your Vaarta verification code',
    codeBody: (code, minutes) =>
      `Your verification code is ${code}.\nIt is valid for ${minutes} minutes. If you did not ask to reset your password, ignore this mail.`,
    newsletterSubject: 'Confirm your Vaarta newsletter subscription',
    newsletterBody: (link) =>
      `Please confirm your subscription to the Vaarta newsletter by opening this link:\n${link}\nIf you did not subscribe, ignore this mail.`,
  },
  te: {
    codeSubject: 'మీ వార్త ధృవీకరణ కోడ్',
    codeBody: (code, minutes) =>
      `మీ ధృవీకరణ కోడ్ ${code}.\nఇది ${minutes} నిమిషాల పాటు చెల్లుతుంది. పాస్‌వర్డ్ మార్చమని మీరు అడగకపోతే ఈ మెయిల్‌ను పట్టించుకోకండి.`,
    newsletterSubject: 'వార్త వార్తాలేఖ చందాను ధృవీకరించండి',
    newsletterBody: (link) =>
      `వార్త వార్తాలేఖకు మీ చందాను ధృవీకరించడానికి ఈ లింక్‌ను తెరవండి:\n${link}\nమీరు చందా కట్టకపోతే ఈ మెయిల్‌ను పట్టించుకోకండి.`,
  },
  ur: {
    codeSubject: 'آپ کا وارتا تصدیقی کوڈ',
    codeBody: (code, minutes) =>
      `آپ کا تصدیقی کوڈ ${code} ہے۔\nیہ ${minutes} منٹ تک کارآمد ہے۔ اگر آپ نے پاس ورڈ بدلنے کی درخواست نہیں کی تو اس ای میل کو نظر انداز کریں۔`,
    newsletterSubject: 'وارتا نیوز لیٹر کی رکنیت کی تصدیق کریں',
    newsletterBody: (link) =>
      `وارتا نیوز لیٹر کی رکنیت کی تصدیق کے لیے یہ لنک کھولیں:\n${link}\nاگر آپ نے رکنیت نہیں لی تو اس ای میل کو نظر انداز کریں۔`,
  },
  hi: {
    codeSubject: 'आपका वार्ता सत्यापन कोड',
    codeBody: (code, minutes) =>
      `आपका सत्यापन कोड ${code} है।\nयह ${minutes} मिनट तक मान्य है। अगर आपने पासवर्ड बदलने का अनुरोध नहीं किया है, तो इस ईमेल को अनदेखा करें।`,
    newsletterSubject: 'वार्ता न्यूज़लेटर की सदस्यता की पुष्टि करें',
    newsletterBody: (link) =>
      `वार्ता न्यूज़लेटर की सदस्यता की पुष्टि के लिए यह लिंक खोलें:\n${link}\nअगर आपने सदस्यता नहीं ली है, तो इस ईमेल को अनदेखा करें।`,
  },
  ta: {
    codeSubject: 'உங்கள் வார்த்தா சரிபார்ப்புக் குறியீடு',
    codeBody: (code, minutes) =>
      `உங்கள் சரிபார்ப்புக் குறியீடு ${code}.\nஇது ${minutes} நிமிடங்களுக்குச் செல்லுபடியாகும். கடவுச்சொல்லை மாற்ற நீங்கள் கோரவில்லை என்றால் இந்த மின்னஞ்சலைப் புறக்கணிக்கவும்.`,
    newsletterSubject: 'வார்த்தா செய்திமடல் சந்தாவை உறுதிப்படுத்துங்கள்',
    newsletterBody: (link) =>
      `வார்த்தா செய்திமடல் சந்தாவை உறுதிப்படுத்த இந்த இணைப்பைத் திறக்கவும்:\n${link}\nநீங்கள் சந்தா செலுத்தவில்லை என்றால் இந்த மின்னஞ்சலைப் புறக்கணிக்கவும்.`,
  },
  kn: {
    codeSubject: 'ನಿಮ್ಮ ವಾರ್ತಾ ಪರಿಶೀಲನಾ ಕೋಡ್',
    codeBody: (code, minutes) =>
      `ನಿಮ್ಮ ಪರಿಶೀಲನಾ ಕೋಡ್ ${code}.\nಇದು ${minutes} ನಿಮಿಷಗಳವರೆಗೆ ಮಾನ್ಯ. ಪಾಸ್‌ವರ್ಡ್ ಬದಲಿಸಲು ನೀವು ಕೇಳದಿದ್ದರೆ ಈ ಮೇಲ್ ಅನ್ನು ನಿರ್ಲಕ್ಷಿಸಿ.`,
    newsletterSubject: 'ವಾರ್ತಾ ಸುದ್ದಿಪತ್ರದ ಚಂದಾದಾರಿಕೆಯನ್ನು ದೃಢೀಕರಿಸಿ',
    newsletterBody: (link) =>
      `ವಾರ್ತಾ ಸುದ್ದಿಪತ್ರದ ಚಂದಾದಾರಿಕೆಯನ್ನು ದೃಢೀಕರಿಸಲು ಈ ಲಿಂಕ್ ತೆರೆಯಿರಿ:\n${link}\nನೀವು ಚಂದಾದಾರರಾಗದಿದ್ದರೆ ಈ ಮೇಲ್ ಅನ್ನು ನಿರ್ಲಕ್ಷಿಸಿ.`,
  },
};
