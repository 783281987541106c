import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { Icon } from '../../components/Icon.tsx';
import { notify } from '../../components/toast.ts';
import { say } from '../../i18n/codes.ts';
import { whenAnswered } from '../../lib/answered.ts';
import { useSocket } from '../session/useRealtime.ts';
import { useRating, watchCallsForRating } from './rating.ts';
import './rating.css';

/** How long the thanks stays before the card goes. */
const THANKS_MS = 2_500;

/**
 * The offer of a private thumbs up or down after a call of 30 s or more, over whatever comes
 * next (the search, Home). Optional: it can be closed, and it goes when the next call begins.
 */
export function RatingPrompt() {
  const { i18n } = useLingui();
  const socket = useSocket();
  const offer = useRating((s) => s.offer);
  useEffect(() => watchCallsForRating(), []);
  useEffect(() => {
    if (offer?.phase !== 'thanks') return;
    const timer = setTimeout(() => useRating.setState({ offer: null }), THANKS_MS);
    return () => clearTimeout(timer);
  }, [offer]);
  if (!offer) return null;

  const rate = (up: boolean) => {
    if (!socket || offer.phase !== 'ask') return;
    const { matchId } = offer;
    useRating.setState({ offer: { matchId, phase: 'sending' } });
    whenAnswered(
      (reply) => socket.emit('rateCall', { matchId, up }, reply),
      (res) => {
        if (useRating.getState().offer?.matchId !== matchId) return;
        if (res.ok || res.code === 'already_rated')
          return useRating.setState({ offer: { matchId, phase: 'thanks' } });
        useRating.setState({ offer: null });
        notify('error', say(res));
      },
    );
  };
  const close = () => useRating.setState({ offer: null });

  return (
    <section className="rating-card" aria-label={i18n._('chat.rating.question')}>
      {offer.phase === 'thanks' ? (
        <p className="rating-thanks" role="status">
          {i18n._('chat.rating.thanks')}
        </p>
      ) : (
        <>
          <div className="rating-text">
            <p className="rating-question">{i18n._('chat.rating.question')}</p>
            <p className="rating-private muted">{i18n._('chat.rating.private')}</p>
          </div>
          <div className="rating-buttons">
            <button
              type="button"
              className="rating-thumb"
              aria-label={i18n._('chat.rating.up')}
              title={i18n._('chat.rating.up')}
              disabled={offer.phase !== 'ask'}
              onClick={() => rate(true)}
            >
              <Icon name="thumbUp" />
            </button>
            <button
              type="button"
              className="rating-thumb"
              aria-label={i18n._('chat.rating.down')}
              title={i18n._('chat.rating.down')}
              disabled={offer.phase !== 'ask'}
              onClick={() => rate(false)}
            >
              <Icon name="thumbDown" />
            </button>
          </div>
        </>
      )}
      <button
        type="button"
        className="rating-close"
        aria-label={i18n._('chat.rating.close')}
        onClick={close}
      >
        <Icon name="close" />
      </button>
    </section>
  );
}
