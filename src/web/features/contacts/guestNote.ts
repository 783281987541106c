/** Said to guests where contacts are made and listed. */
export const GUEST_CONTACTS_NOTE =
  'As a guest, your contacts last as long as your guest session. Sign in to keep them: they carry over.';
