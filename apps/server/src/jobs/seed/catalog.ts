import type { CategorySlug, LanguageCode } from '@vaarta/core/constants';

type Names = Record<LanguageCode, string>;

/** Content languages with their own-script names; the icon is the script's first letter. */
export const LANGUAGES: { code: LanguageCode; name: string; englishName: string; icon: string }[] =
  [
    { code: 'en', name: 'English', englishName: 'English', icon: 'A' },
    { code: 'te', name: 'తెలుగు', englishName: 'Telugu', icon: 'అ' },
    { code: 'ur', name: 'اردو', englishName: 'Urdu', icon: 'ا' },
    { code: 'hi', name: 'हिन्दी', englishName: 'Hindi', icon: 'अ' },
    { code: 'ta', name: 'தமிழ்', englishName: 'Tamil', icon: 'அ' },
    { code: 'kn', name: 'ಕನ್ನಡ', englishName: 'Kannada', icon: 'ಅ' },
  ];

export const CATEGORIES: {
  slug: CategorySlug;
  icon: string;
  color: string;
  names: Names;
  descriptions: Names;
}[] = [
  {
    slug: 'breaking',
    icon: '⚡',
    color: '#C62828',
    names: {
      en: 'Breaking News',
      te: 'తాజా వార్తలు',
      ur: 'تازہ ترین',
      hi: 'ब्रेकिंग न्यूज़',
      ta: 'உடனடி செய்திகள்',
      kn: 'ತಾಜಾ ಸುದ್ದಿ',
    },
    descriptions: {
      en: 'Urgent news as it happens',
      te: 'జరుగుతున్న అత్యవసర వార్తలు',
      ur: 'فوری اور اہم خبریں',
      hi: 'अभी-अभी की अहम खबरें',
      ta: 'நடக்கும் அவசரச் செய்திகள்',
      kn: 'ಈಗಷ್ಟೇ ನಡೆದ ತುರ್ತು ಸುದ್ದಿಗಳು',
    },
  },
  {
    slug: 'politics',
    icon: '🏛️',
    color: '#1565C0',
    names: { en: 'Politics', te: 'రాజకీయాలు', ur: 'سیاست', hi: 'राजनीति', ta: 'அரசியல்', kn: 'ರಾಜಕೀಯ' },
    descriptions: {
      en: 'Government, elections and policy',
      te: 'ప్రభుత్వం, ఎన్నికలు, విధానాలు',
      ur: 'حکومت، انتخابات اور پالیسی',
      hi: 'सरकार, चुनाव और नीतियां',
      ta: 'அரசு, தேர்தல், கொள்கைகள்',
      kn: 'ಸರ್ಕಾರ, ಚುನಾವಣೆ ಮತ್ತು ನೀತಿ',
    },
  },
  {
    slug: 'business',
    icon: '💼',
    color: '#2E7D32',
    names: { en: 'Business', te: 'వ్యాపారం', ur: 'کاروبار', hi: 'व्यापार', ta: 'வணிகம்', kn: 'ವಾಣಿಜ್ಯ' },
    descriptions: {
      en: 'Markets, companies and the economy',
      te: 'మార్కెట్లు, సంస్థలు, ఆర్థిక వ్యవస్థ',
      ur: 'بازار، کمپنیاں اور معیشت',
      hi: 'बाज़ार, कंपनियां और अर्थव्यवस्था',
      ta: 'சந்தை, நிறுவனங்கள், பொருளாதாரம்',
      kn: 'ಮಾರುಕಟ್ಟೆ, ಕಂಪನಿಗಳು ಮತ್ತು ಆರ್ಥಿಕತೆ',
    },
  },
  {
    slug: 'sports',
    icon: '🏏',
    color: '#EF6C00',
    names: { en: 'Sports', te: 'క్రీడలు', ur: 'کھیل', hi: 'खेल', ta: 'விளையாட்டு', kn: 'ಕ್ರೀಡೆ' },
    descriptions: {
      en: 'Cricket, football and every game',
      te: 'క్రికెట్, ఫుట్‌బాల్, అన్ని ఆటలు',
      ur: 'کرکٹ، فٹ بال اور دیگر کھیل',
      hi: 'क्रिकेट, फुटबॉल और हर खेल',
      ta: 'கிரிக்கெட், கால்பந்து, அனைத்து விளையாட்டுகள்',
      kn: 'ಕ್ರಿಕೆಟ್, ಫುಟ್‌ಬಾಲ್ ಮತ್ತು ಎಲ್ಲ ಆಟಗಳು',
    },
  },
  {
    slug: 'technology',
    icon: '💻',
    color: '#6A1B9A',
    names: {
      en: 'Technology',
      te: 'సాంకేతికం',
      ur: 'ٹیکنالوجی',
      hi: 'तकनीक',
      ta: 'தொழில்நுட்பம்',
      kn: 'ತಂತ್ರಜ್ಞಾನ',
    },
    descriptions: {
      en: 'Startups, gadgets and the internet',
      te: 'స్టార్టప్‌లు, గ్యాడ్జెట్లు, ఇంటర్నెట్',
      ur: 'اسٹارٹ اپس، گیجٹس اور انٹرنیٹ',
      hi: 'स्टार्टअप, गैजेट और इंटरनेट',
      ta: 'ஸ்டார்ட்அப், கருவிகள், இணையம்',
      kn: 'ಸ್ಟಾರ್ಟ್‌ಅಪ್, ಗ್ಯಾಜೆಟ್ ಮತ್ತು ಇಂಟರ್ನೆಟ್',
    },
  },
  {
    slug: 'entertainment',
    icon: '🎬',
    color: '#AD1457',
    names: {
      en: 'Entertainment',
      te: 'వినోదం',
      ur: 'تفریح',
      hi: 'मनोरंजन',
      ta: 'பொழுதுபோக்கு',
      kn: 'ಮನರಂಜನೆ',
    },
    descriptions: {
      en: 'Cinema, music and culture',
      te: 'సినిమా, సంగీతం, సంస్కృతి',
      ur: 'فلم، موسیقی اور ثقافت',
      hi: 'सिनेमा, संगीत और संस्कृति',
      ta: 'சினிமா, இசை, கலாச்சாரம்',
      kn: 'ಸಿನಿಮಾ, ಸಂಗೀತ ಮತ್ತು ಸಂಸ್ಕೃತಿ',
    },
  },
  {
    slug: 'jobs',
    icon: '🧑‍💼',
    color: '#00838F',
    names: {
      en: 'Jobs',
      te: 'ఉద్యోగాలు',
      ur: 'ملازمتیں',
      hi: 'नौकरियां',
      ta: 'வேலைவாய்ப்பு',
      kn: 'ಉದ್ಯೋಗ',
    },
    descriptions: {
      en: 'Recruitment, exams and careers',
      te: 'నియామకాలు, పరీక్షలు, కెరీర్',
      ur: 'بھرتیاں، امتحانات اور کیریئر',
      hi: 'भर्ती, परीक्षाएं और करियर',
      ta: 'பணி நியமனம், தேர்வுகள், தொழில்',
      kn: 'ನೇಮಕಾತಿ, ಪರೀಕ್ಷೆ ಮತ್ತು ವೃತ್ತಿ',
    },
  },
  {
    slug: 'health',
    icon: '🩺',
    color: '#00897B',
    names: { en: 'Health', te: 'ఆరోగ్యం', ur: 'صحت', hi: 'स्वास्थ्य', ta: 'உடல்நலம்', kn: 'ಆರೋಗ್ಯ' },
    descriptions: {
      en: 'Hospitals, medicine and wellbeing',
      te: 'ఆసుపత్రులు, వైద్యం, ఆరోగ్య సంరక్షణ',
      ur: 'اسپتال، علاج اور تندرستی',
      hi: 'अस्पताल, इलाज और सेहत',
      ta: 'மருத்துவமனைகள், மருத்துவம், நலம்',
      kn: 'ಆಸ್ಪತ್ರೆ, ಔಷಧ ಮತ್ತು ಆರೋಗ್ಯ',
    },
  },
  {
    slug: 'education',
    icon: '🎓',
    color: '#5D4037',
    names: { en: 'Education', te: 'విద్య', ur: 'تعلیم', hi: 'शिक्षा', ta: 'கல்வி', kn: 'ಶಿಕ್ಷಣ' },
    descriptions: {
      en: 'Schools, colleges and exams',
      te: 'పాఠశాలలు, కళాశాలలు, పరీక్షలు',
      ur: 'اسکول، کالج اور امتحانات',
      hi: 'स्कूल, कॉलेज और परीक्षाएं',
      ta: 'பள்ளிகள், கல்லூரிகள், தேர்வுகள்',
      kn: 'ಶಾಲೆ, ಕಾಲೇಜು ಮತ್ತು ಪರೀಕ್ಷೆ',
    },
  },
  {
    slug: 'agriculture',
    icon: '🌾',
    color: '#558B2F',
    names: { en: 'Agriculture', te: 'వ్యవసాయం', ur: 'زراعت', hi: 'कृषि', ta: 'விவசாயம்', kn: 'ಕೃಷಿ' },
    descriptions: {
      en: 'Farmers, crops and mandis',
      te: 'రైతులు, పంటలు, మార్కెట్లు',
      ur: 'کسان، فصلیں اور منڈیاں',
      hi: 'किसान, फसलें और मंडियां',
      ta: 'விவசாயிகள், பயிர்கள், சந்தைகள்',
      kn: 'ರೈತರು, ಬೆಳೆ ಮತ್ತು ಮಾರುಕಟ್ಟೆ',
    },
  },
];

export const MANDI_CATEGORIES: { slug: string; icon: string; names: Names }[] = [
  {
    slug: 'vegetables',
    icon: '🥬',
    names: {
      en: 'Vegetables',
      te: 'కూరగాయలు',
      ur: 'سبزیاں',
      hi: 'सब्ज़ियां',
      ta: 'காய்கறிகள்',
      kn: 'ತರಕಾರಿಗಳು',
    },
  },
  {
    slug: 'fruits',
    icon: '🍌',
    names: { en: 'Fruits', te: 'పండ్లు', ur: 'پھل', hi: 'फल', ta: 'பழங்கள்', kn: 'ಹಣ್ಣುಗಳು' },
  },
  {
    slug: 'grains',
    icon: '🌾',
    names: { en: 'Grains', te: 'ధాన్యాలు', ur: 'اناج', hi: 'अनाज', ta: 'தானியங்கள்', kn: 'ಧಾನ್ಯಗಳು' },
  },
  {
    slug: 'pulses',
    icon: '🫘',
    names: {
      en: 'Pulses',
      te: 'పప్పుధాన్యాలు',
      ur: 'دالیں',
      hi: 'दालें',
      ta: 'பருப்பு வகைகள்',
      kn: 'ಬೇಳೆಕಾಳುಗಳು',
    },
  },
  {
    slug: 'spices',
    icon: '🌶️',
    names: {
      en: 'Spices',
      te: 'సుగంధ ద్రవ్యాలు',
      ur: 'مصالحے',
      hi: 'मसाले',
      ta: 'மசாலாப் பொருட்கள்',
      kn: 'ಸಾಂಬಾರ ಪದಾರ್ಥಗಳು',
    },
  },
  {
    slug: 'oilseeds',
    icon: '🥜',
    names: {
      en: 'Oilseeds',
      te: 'నూనెగింజలు',
      ur: 'تلہن',
      hi: 'तिलहन',
      ta: 'எண்ணெய் வித்துகள்',
      kn: 'ಎಣ್ಣೆಕಾಳುಗಳು',
    },
  },
];

/**
 * Commodities with a typical modal price in rupees per quintal, the seed's starting point, and
 * the names the government's daily price data gives those whose English name differs.
 */
export const MANDI_ITEMS: {
  slug: string;
  category: string;
  icon: string;
  basePrice: number;
  names: Names;
  publishedNames?: string[];
}[] = [
  {
    slug: 'tomato',
    category: 'vegetables',
    icon: '🍅',
    basePrice: 1800,
    names: { en: 'Tomato', te: 'టమాటా', ur: 'ٹماٹر', hi: 'टमाटर', ta: 'தக்காளி', kn: 'ಟೊಮೆಟೊ' },
  },
  {
    slug: 'onion',
    category: 'vegetables',
    icon: '🧅',
    basePrice: 2200,
    names: { en: 'Onion', te: 'ఉల్లిపాయ', ur: 'پیاز', hi: 'प्याज़', ta: 'வெங்காயம்', kn: 'ಈರುಳ್ಳಿ' },
  },
  {
    slug: 'potato',
    category: 'vegetables',
    icon: '🥔',
    basePrice: 1600,
    names: { en: 'Potato', te: 'బంగాళాదుంప', ur: 'آلو', hi: 'आलू', ta: 'உருளைக்கிழங்கு', kn: 'ಆಲೂಗಡ್ಡೆ' },
  },
  {
    slug: 'brinjal',
    category: 'vegetables',
    icon: '🍆',
    basePrice: 2000,
    names: { en: 'Brinjal', te: 'వంకాయ', ur: 'بینگن', hi: 'बैंगन', ta: 'கத்தரிக்காய்', kn: 'ಬದನೆಕಾಯಿ' },
  },
  {
    slug: 'okra',
    category: 'vegetables',
    icon: '🫛',
    basePrice: 2800,
    publishedNames: ['Bhindi(Ladies Finger)'],
    names: {
      en: 'Okra (Bhindi)',
      te: 'బెండకాయ',
      ur: 'بھنڈی',
      hi: 'भिंडी',
      ta: 'வெண்டைக்காய்',
      kn: 'ಬೆಂಡೆಕಾಯಿ',
    },
  },
  {
    slug: 'green-chilli',
    category: 'vegetables',
    icon: '🌶️',
    basePrice: 3500,
    names: {
      en: 'Green Chilli',
      te: 'పచ్చిమిర్చి',
      ur: 'ہری مرچ',
      hi: 'हरी मिर्च',
      ta: 'பச்சை மிளகாய்',
      kn: 'ಹಸಿರು ಮೆಣಸಿನಕಾಯಿ',
    },
  },
  {
    slug: 'cauliflower',
    category: 'vegetables',
    icon: '🥦',
    basePrice: 1800,
    names: {
      en: 'Cauliflower',
      te: 'కాలీఫ్లవర్',
      ur: 'پھول گوبھی',
      hi: 'फूलगोभी',
      ta: 'காலிஃபிளவர்',
      kn: 'ಹೂಕೋಸು',
    },
  },
  {
    slug: 'cabbage',
    category: 'vegetables',
    icon: '🥬',
    basePrice: 1200,
    names: {
      en: 'Cabbage',
      te: 'క్యాబేజీ',
      ur: 'بند گوبھی',
      hi: 'पत्तागोभी',
      ta: 'முட்டைக்கோஸ்',
      kn: 'ಎಲೆಕೋಸು',
    },
  },
  {
    slug: 'banana',
    category: 'fruits',
    icon: '🍌',
    basePrice: 2200,
    names: { en: 'Banana', te: 'అరటి', ur: 'کیلا', hi: 'केला', ta: 'வாழைப்பழம்', kn: 'ಬಾಳೆಹಣ್ಣು' },
  },
  {
    slug: 'mango',
    category: 'fruits',
    icon: '🥭',
    basePrice: 4500,
    names: { en: 'Mango', te: 'మామిడి', ur: 'آم', hi: 'आम', ta: 'மாம்பழம்', kn: 'ಮಾವಿನಹಣ್ಣು' },
  },
  {
    slug: 'pomegranate',
    category: 'fruits',
    icon: '🍎',
    basePrice: 8000,
    names: { en: 'Pomegranate', te: 'దానిమ్మ', ur: 'انار', hi: 'अनार', ta: 'மாதுளை', kn: 'ದಾಳಿಂಬೆ' },
  },
  {
    slug: 'papaya',
    category: 'fruits',
    icon: '🍈',
    basePrice: 1500,
    names: { en: 'Papaya', te: 'బొప్పాయి', ur: 'پپیتا', hi: 'पपीता', ta: 'பப்பாளி', kn: 'ಪರಂಗಿಹಣ್ಣು' },
  },
  {
    slug: 'paddy',
    category: 'grains',
    icon: '🌾',
    basePrice: 2300,
    publishedNames: ['Paddy(Dhan)(Common)'],
    names: { en: 'Paddy', te: 'వరి ధాన్యం', ur: 'دھان', hi: 'धान', ta: 'நெல்', kn: 'ಭತ್ತ' },
  },
  {
    slug: 'wheat',
    category: 'grains',
    icon: '🌾',
    basePrice: 2500,
    names: { en: 'Wheat', te: 'గోధుమ', ur: 'گیہوں', hi: 'गेहूं', ta: 'கோதுமை', kn: 'ಗೋಧಿ' },
  },
  {
    slug: 'maize',
    category: 'grains',
    icon: '🌽',
    basePrice: 2100,
    names: { en: 'Maize', te: 'మొక్కజొన్న', ur: 'مکئی', hi: 'मक्का', ta: 'மக்காச்சோளம்', kn: 'ಮೆಕ್ಕೆಜೋಳ' },
  },
  {
    slug: 'jowar',
    category: 'grains',
    icon: '🌾',
    basePrice: 3200,
    publishedNames: ['Jowar(Sorghum)'],
    names: { en: 'Jowar', te: 'జొన్నలు', ur: 'جوار', hi: 'ज्वार', ta: 'சோளம்', kn: 'ಜೋಳ' },
  },
  {
    slug: 'red-gram',
    category: 'pulses',
    icon: '🫘',
    basePrice: 7200,
    publishedNames: ['Arhar (Tur/Red Gram)(Whole)'],
    names: {
      en: 'Red Gram (Tur)',
      te: 'కందులు',
      ur: 'تور دال',
      hi: 'अरहर (तुअर)',
      ta: 'துவரம் பருப்பு',
      kn: 'ತೊಗರಿ',
    },
  },
  {
    slug: 'green-gram',
    category: 'pulses',
    icon: '🫘',
    basePrice: 8200,
    publishedNames: ['Green Gram (Moong)(Whole)'],
    names: {
      en: 'Green Gram (Moong)',
      te: 'పెసలు',
      ur: 'مونگ',
      hi: 'मूंग',
      ta: 'பாசிப் பயறு',
      kn: 'ಹೆಸರುಕಾಳು',
    },
  },
  {
    slug: 'bengal-gram',
    category: 'pulses',
    icon: '🫘',
    basePrice: 5600,
    publishedNames: ['Bengal Gram(Gram)(Whole)'],
    names: {
      en: 'Bengal Gram (Chana)',
      te: 'శనగలు',
      ur: 'چنا',
      hi: 'चना',
      ta: 'கொண்டைக்கடலை',
      kn: 'ಕಡಲೆ',
    },
  },
  {
    slug: 'turmeric',
    category: 'spices',
    icon: '🟡',
    basePrice: 13000,
    names: { en: 'Turmeric', te: 'పసుపు', ur: 'ہلدی', hi: 'हल्दी', ta: 'மஞ்சள்', kn: 'ಅರಿಶಿನ' },
  },
  {
    slug: 'dry-chilli',
    category: 'spices',
    icon: '🌶️',
    basePrice: 14000,
    publishedNames: ['Dry Chillies'],
    names: {
      en: 'Dry Chilli',
      te: 'ఎండుమిర్చి',
      ur: 'سوکھی لال مرچ',
      hi: 'सूखी लाल मिर्च',
      ta: 'காய்ந்த மிளகாய்',
      kn: 'ಒಣ ಮೆಣಸಿನಕಾಯಿ',
    },
  },
  {
    slug: 'coriander-seed',
    category: 'spices',
    icon: '🌿',
    basePrice: 7000,
    publishedNames: ['Corriander seed'],
    names: {
      en: 'Coriander Seed',
      te: 'ధనియాలు',
      ur: 'دھنیا',
      hi: 'धनिया',
      ta: 'கொத்தமல்லி விதை',
      kn: 'ಕೊತ್ತಂಬರಿ ಬೀಜ',
    },
  },
  {
    slug: 'groundnut',
    category: 'oilseeds',
    icon: '🥜',
    basePrice: 5800,
    names: {
      en: 'Groundnut',
      te: 'వేరుశనగ',
      ur: 'مونگ پھلی',
      hi: 'मूंगफली',
      ta: 'நிலக்கடலை',
      kn: 'ಶೇಂಗಾ',
    },
  },
  {
    slug: 'soybean',
    category: 'oilseeds',
    icon: '🫘',
    basePrice: 4300,
    publishedNames: ['Soyabean'],
    names: { en: 'Soybean', te: 'సోయాబీన్', ur: 'سویابین', hi: 'सोयाबीन', ta: 'சோயாபீன்', kn: 'ಸೋಯಾಬೀನ್' },
  },
];

/**
 * Markets with seeded prices: the default edition's Telangana first (Hyderabad has two), then
 * other states. Most market yards bear their town's name.
 */
export const MANDI_MARKETS: { state: string; district: string; market: string }[] = [
  { state: 'TG', district: 'Hyderabad', market: 'Monda Market' },
  { state: 'TG', district: 'Hyderabad', market: 'L B Nagar' },
  { state: 'TG', district: 'Warangal', market: 'Warangal' },
  { state: 'TG', district: 'Karimnagar', market: 'Karimnagar' },
  { state: 'TG', district: 'Khammam', market: 'Khammam' },
  { state: 'TG', district: 'Nizamabad', market: 'Nizamabad' },
  { state: 'TG', district: 'Ranga Reddy', market: 'Ranga Reddy' },
  { state: 'AP', district: 'Guntur', market: 'Guntur' },
  { state: 'AP', district: 'Kurnool', market: 'Kurnool' },
  { state: 'KA', district: 'Bengaluru Urban', market: 'Bengaluru' },
  { state: 'KA', district: 'Mysuru', market: 'Mysuru' },
  { state: 'TN', district: 'Coimbatore', market: 'Coimbatore' },
  { state: 'MH', district: 'Pune', market: 'Pune' },
  { state: 'UP', district: 'Lucknow', market: 'Lucknow' },
];

export const MANDI_QUALITIES = ['FAQ', 'Medium', 'Superior'] as const;
