/** Debian's Chromium, as every browser test and the Lighthouse bench start it. */
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const chromePath = () => process.env.CHROME_PATH || '/usr/bin/chromium';
