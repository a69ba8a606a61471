/** A function's minified text, for an inline script (`inlineScripts` in vite.config.ts). */
declare module '*?inline-script' {
  const source: string;
  export default source;
}
