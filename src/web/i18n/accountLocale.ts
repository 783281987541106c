import type { UiLocale } from '../../shared/uiLocales.ts';

/** Keeps a member's chosen language on their account (guests keep it in this browser only). */
export function saveAccountLocale(_locale: UiLocale): void {
  // filled in with the account route
}
