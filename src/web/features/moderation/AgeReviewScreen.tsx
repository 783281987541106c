import { useLingui } from '@lingui/react';
import { Modal } from '../../components/Modal.tsx';
import { closeAgeReview, useAgeReview } from './ageReview.ts';
import './moderation.css';

/**
 * The age review screen: partners' devices estimated this person may be under 18, so calls
 * are on hold until a moderator checks. Says what happened, what to do, and what was (not)
 * sent. OK closes it; every way in shows it again until a moderator clears the hold.
 */
export function AgeReviewScreen() {
  const { i18n } = useLingui();
  const shown = useAgeReview((s) => s.shown);
  if (!shown) return null;
  return (
    <Modal
      open
      onClose={closeAgeReview}
      labelledBy="age-review-title"
      describedBy="age-review-text"
      className="ban-modal age-review-modal"
    >
      <svg className="ban-icon" viewBox="0 0 24 24" width="48" height="48" aria-hidden="true">
        <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M9.5 8v8M14.5 8v8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <h2 id="age-review-title">{i18n._('moderation.ageReview.title')}</h2>
      <p id="age-review-text">{i18n._('moderation.ageReview.happened')}</p>
      <p>{i18n._('moderation.ageReview.todo')}</p>
      <p className="muted age-review-private">{i18n._('moderation.ageReview.private')}</p>
      <div className="modal-actions">
        <button type="button" className="btn btn-primary" onClick={closeAgeReview}>
          {i18n._('moderation.ageReview.ok')}
        </button>
      </div>
    </Modal>
  );
}
