import { useLingui } from '@lingui/react';
import { LAUGH } from '../../../shared/constants.ts';
import { ChallengeFrame } from '../games/challenge/ChallengeFrame.tsx';
import { useFormatNumber } from '../games/challenge/parts.tsx';
import { laughController as laugh, useLaugh } from './laughController.ts';
import { LaughPlaying, Scores } from './LaughPlaying.tsx';
import { resultTitle } from './words.ts';
import './laugh.css';

/**
 * The laugh challenge panel on the active-chat screen (docs/product.md, Laugh challenge): the
 * shared frame, with the breaks and turns, and the final score on the result.
 */
export function LaughPanel() {
  const { i18n } = useLingui();
  const format = useFormatNumber();
  // the break and the turn, for the panel's data-phase (tests and the layout read them)
  const step = useLaugh((s) => s.step);
  return (
    <ChallengeFrame
      game={laugh}
      title={i18n._('laugh.title')}
      intro={i18n._('laugh.intro', { seconds: format(LAUGH.turnMs / 1000) })}
      requestLabel={i18n._('laugh.request')}
      playing={() => <LaughPlaying />}
      stage={step}
      resultTitle={(ended) => resultTitle(i18n, ended.result)}
      result={(ended) => <Scores scores={ended.scores} />}
      rematchLabel={i18n._('laugh.rematch')}
    />
  );
}
