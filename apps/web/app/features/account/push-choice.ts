/**
 * The push-notification switch is kept in this browser only until web push exists (the switch
 * says so). Key and default as the stored preferences have them: on.
 */
const KEY = 'notifications';

export function readPushChoice(): boolean {
  try {
    return localStorage.getItem(KEY) !== 'false';
  } catch {
    return true;
  }
}

export function savePushChoice(on: boolean): void {
  try {
    localStorage.setItem(KEY, String(on));
  } catch {
    // storage unavailable: the choice lasts until the page closes, and nothing depends on it
  }
}
