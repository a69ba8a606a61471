import { createRequire } from 'node:module';
import path from 'node:path';
import type { LanguageCode } from '@vaarta/core/constants';

const require = createRequire(import.meta.url);

/**
 * Full TTF fonts per script that pdfkit's shaper handles: Noto Sans Telugu and Noto Nastaliq
 * Urdu crash it (a missing mark anchor on ప్ర and on Nastaliq joins), so the print edition
 * uses Hind Guntur for Telugu and Noto Naskh Arabic for Urdu (docs/decisions/0003).
 */
const FONT_PACKAGES: Record<LanguageCode, { pkg: string; family: string }> = {
  en: { pkg: '@expo-google-fonts/noto-sans', family: 'NotoSans' },
  te: { pkg: '@expo-google-fonts/hind-guntur', family: 'HindGuntur' },
  ur: { pkg: '@expo-google-fonts/noto-naskh-arabic', family: 'NotoNaskhArabic' },
  hi: { pkg: '@expo-google-fonts/noto-sans-devanagari', family: 'NotoSansDevanagari' },
  ta: { pkg: '@expo-google-fonts/noto-sans-tamil', family: 'NotoSansTamil' },
  kn: { pkg: '@expo-google-fonts/noto-sans-kannada', family: 'NotoSansKannada' },
};

export function fontFile(language: LanguageCode, weight: '400Regular' | '700Bold'): string {
  const { pkg, family } = FONT_PACKAGES[language];
  const packageDir = path.dirname(require.resolve(`${pkg}/package.json`));
  return path.join(packageDir, weight, `${family}_${weight}.ttf`);
}
