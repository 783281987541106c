import { useLingui } from '@lingui/react';
import { secondsShort } from '../secondsShort.ts';

/** A count in the page language's digits and separators. */
export const useFormatNumber = () => {
  const { i18n } = useLingui();
  return (n: number) => new Intl.NumberFormat(i18n.locale).format(n);
};

/** A turn's clock: short on screen, said in full to a screen reader. */
export function GameTimer({
  seconds,
  urgent = false,
  className = '',
}: {
  seconds: number;
  urgent?: boolean;
  className?: string;
}) {
  const { i18n } = useLingui();
  return (
    <span
      className={`game-frame-timer ${urgent ? 'is-urgent' : ''} ${className}`}
      role="timer"
      aria-label={i18n._('games.secondsLeft', { seconds })}
    >
      {secondsShort(i18n.locale, seconds)}
    </span>
  );
}

/** "You 3 – 1 Partner": the scores of a game under way (`testId`: the game's name for them). */
export function ScorePair({
  you,
  partner,
  testId,
}: {
  you: number;
  partner: number;
  testId: string;
}) {
  const { i18n } = useLingui();
  const format = useFormatNumber();
  return (
    <span>
      {i18n._('games.scores.you')}{' '}
      <strong data-testid={`${testId}-your-score`}>{format(you)}</strong> –{' '}
      <strong data-testid={`${testId}-partner-score`}>{format(partner)}</strong>{' '}
      {i18n._('games.scores.partner')}
    </span>
  );
}

/** "Final score: you 5 – 3 partner", on a result screen. */
export function FinalScore({ you, partner }: { you: number; partner: number }) {
  const { i18n } = useLingui();
  const format = useFormatNumber();
  return <p>{i18n._('games.finalScore', { you: format(you), partner: format(partner) })}</p>;
}
