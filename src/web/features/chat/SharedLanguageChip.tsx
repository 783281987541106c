import { useLingui } from '@lingui/react';
import { nativeName } from '../languages/spoken.ts';
import { shownPartner, useCall } from './callStore.ts';
import { aroundSlot } from '../../i18n/elements.tsx';

/** "You both speak Español" beside the partner's country; nothing when no language is shared. */
export function SharedLanguageChip() {
  const { i18n } = useLingui();
  const language = useCall((s) => shownPartner(s)?.sharedLanguage ?? null);
  if (!language) return null;
  const [before, after] = aroundSlot((name) =>
    i18n._('chat.partner.bothSpeak', { language: name }),
  );
  return (
    <span className="shared-language">
      {before}
      <strong lang={language}>{nativeName(language)}</strong>
      {after}
    </span>
  );
}
