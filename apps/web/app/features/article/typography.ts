/**
 * Noto Nastaliq Urdu needs tall lines (app.css gives the Urdu page 2.2). Text that a utility
 * sizes (`text-lg` brings its own line height) keeps that room when it is Urdu — an Urdu
 * article under any interface language, or any text under the Urdu interface.
 */
export const URDU_LINES = '[&:lang(ur)]:leading-[2.2]';
