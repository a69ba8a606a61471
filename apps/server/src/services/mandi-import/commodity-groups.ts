import type { LanguageCode } from '@vaarta/core/constants';
import { spellingKey } from './names.ts';

type Names = Record<LanguageCode, string>;

/** The unit the government's daily price data gives every price in. */
export const QUINTAL: Names = {
  en: 'Quintal',
  te: 'క్వింటాల్',
  ur: 'کوئنٹل',
  hi: 'क्विंटल',
  ta: 'குவிண்டால்',
  kn: 'ಕ್ವಿಂಟಲ್',
};

/**
 * Categories a commodity new to the catalogue may need beyond the seeded six (vegetables,
 * fruits, grains, pulses, spices, oilseeds): created with their names the first time a
 * commodity is placed in them.
 */
export const GROWTH_CATEGORIES: { slug: string; icon: string; names: Names }[] = [
  {
    slug: 'fibre-crops',
    icon: '🧶',
    names: {
      en: 'Fibre crops',
      te: 'నార పంటలు',
      ur: 'ریشے دار فصلیں',
      hi: 'रेशा फसलें',
      ta: 'நார்ப் பயிர்கள்',
      kn: 'ನಾರಿನ ಬೆಳೆಗಳು',
    },
  },
  {
    slug: 'other',
    icon: '🧺',
    names: { en: 'Other', te: 'ఇతరాలు', ur: 'دیگر', hi: 'अन्य', ta: 'பிற', kn: 'ಇತರೆ' },
  },
];

/** Where each of the portal's commodity groups goes among our categories. */
const CATEGORY_OF_GROUP = {
  Cereals: 'grains',
  Pulses: 'pulses',
  Vegetables: 'vegetables',
  Fruits: 'fruits',
  'Dry Fruits': 'fruits',
  'Oil Seeds': 'oilseeds',
  Spices: 'spices',
  'Fibre Crops': 'fibre-crops',
  Flowers: 'other',
  Beverages: 'other',
  'Live Stock, Poultry, Fisheries': 'other',
  'Forest Products': 'other',
} as const;

type PortalGroup = keyof typeof CATEGORY_OF_GROUP;

/** The portal's commodities by its commodity group, named as its daily price data names them. */
const COMMODITIES_OF_GROUP: Record<PortalGroup, string[]> = {
  Cereals: [
    'Bajra(Pearl Millet/Cumbu)',
    'Barley (Jau)',
    'Foxtail Millet(Navane)',
    'Kodo Millet(Varagu)',
    'Little Millet',
    'Maize',
    'Paddy(Dhan)(Basmati)',
    'Ragi (Finger Millet)',
    'Rice',
    'Wheat Atta',
  ],
  Pulses: [
    'Black Gram (Urd Beans)(Whole)',
    'Black Gram Dal (Urd Dal)',
    'Cowpea(Lobia/Karamani)',
    'Field Pea',
    'Horse Gram',
    'Kabuli Chana(Chickpeas-White)',
    'Lentil (Masur)(Whole)',
    'Moath Dal',
    'Arhar Dal(Tur Dal)',
    'Green Gram Dal (Moong Dal)',
  ],
  Vegetables: [
    'Ashgourd',
    'Beans',
    'Beetroot',
    'Bitter gourd',
    'Bottle gourd',
    'Capsicum',
    'Carrot',
    'Cluster beans',
    'Colacasia',
    'Coriander(Leaves)',
    'Cucumbar(Kheera)',
    'Drumstick',
    'Elephant Yam (Suran)',
    'Garlic',
    'Ginger(Green)',
    'Green Peas',
    'Knool Khol',
    'Little gourd (Kundru)',
    'Methi(Leaves)',
    'Pumpkin',
    'Radish',
    'Ridgeguard(Tori)',
    'Snakeguard',
    'Spinach',
    'Sweet Potato',
    'Tapioca',
    'Tinda',
  ],
  Fruits: [
    'Apple',
    'Custard Apple (Sharifa)',
    'Grapes',
    'Guava',
    'Jack Fruit',
    'Karbuja(Musk Melon)',
    'Lemon',
    'Lime',
    'Mousambi(Sweet Lime)',
    'Orange',
    'Pineapple',
    'Sapota',
    'Water Melon',
  ],
  'Dry Fruits': ['Almond(Badam)', 'Cashewnuts', 'Dry Grapes', 'Walnut'],
  'Oil Seeds': [
    'Castor Seed',
    'Copra',
    'Linseed',
    'Mustard',
    'Niger Seed (Ramtil)',
    'Safflower',
    'Sesamum(Sesame,Gingelly,Til)',
    'Sunflower',
    'Sunflower Seed',
  ],
  Spices: [
    'Ajwan',
    'Black pepper',
    'Cardamoms',
    'Cloves',
    'Cummin Seed(Jeera)',
    'Ginger(Dry)',
    'Methi Seeds',
    'Tamarind Fruit',
  ],
  'Fibre Crops': ['Cotton', 'Jute', 'Kapas', 'Mesta', 'Sunhemp'],
  Flowers: ['Chrysanthemum', 'Jasmine', 'Marigold(Calcutta)', 'Rose(Local)', 'Tube Flower'],
  Beverages: ['Coffee', 'Tea'],
  'Live Stock, Poultry, Fisheries': ['Cow', 'Egg', 'Fish', 'Goat', 'Sheep'],
  'Forest Products': ['Bamboo', 'Gum(Arabic Gum)', 'Honey', 'Lac', 'Tamarind Seed'],
};

const CATEGORY_BY_KEY = new Map<string, string>(
  Object.entries(COMMODITIES_OF_GROUP).flatMap(([group, names]) =>
    names.map((name) => [spellingKey(name), CATEGORY_OF_GROUP[group as PortalGroup]]),
  ),
);

/**
 * The category of a commodity new to the catalogue: its portal group's (by the name the data
 * gives it), and "Other" for a commodity the list does not know.
 */
export function categoryOfCommodity(name: string): string {
  return CATEGORY_BY_KEY.get(spellingKey(name)) ?? 'other';
}
