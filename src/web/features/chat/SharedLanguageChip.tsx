import { nativeName } from '../languages/spoken.ts';
import { shownPartner, useCall } from './callStore.ts';

/** "You both speak Español" beside the partner's country; nothing when no language is shared. */
export function SharedLanguageChip() {
  const language = useCall((s) => shownPartner(s)?.sharedLanguage ?? null);
  if (!language) return null;
  return (
    <span className="shared-language">
      You both speak <strong lang={language}>{nativeName(language)}</strong>
    </span>
  );
}
