import { create } from 'zustand';

/**
 * Whether to show the age review screen: the server refused a way in (search, Next, a resume,
 * a contact call) with `age_review`, or ended the call with that notice. Closing the screen
 * hides it; the next refusal shows it again.
 */
export const useAgeReview = create<{ shown: boolean }>(() => ({ shown: false }));

/** Shows the screen when `res` is the age review's refusal; true when it was. */
export function heldForReview(res: { code?: string }): boolean {
  if (res.code !== 'age_review') return false;
  useAgeReview.setState({ shown: true });
  return true;
}

export const closeAgeReview = () => useAgeReview.setState({ shown: false });
