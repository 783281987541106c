import { create } from 'zustand';
import type { Ack, MindEnded, MindOption, MindView } from '../../../shared/protocol/index.ts';
import { notify } from '../../components/toast.ts';
import type { SocketHandlers } from '../../lib/subscribe.ts';
import { say } from '../../i18n/codes.ts';
import { i18n } from '../../i18n/i18n.ts';
import {
  ChallengeController,
  type ChallengeState,
} from '../games/challenge/challengeController.ts';

export interface MindUiState extends ChallengeState<MindView, MindEnded> {
  /** this round's choice being made (before it is sent) */
  pick: MindOption | null;
  guess: MindOption | null;
  /** the choice is on its way to the server */
  sending: boolean;
  /** local clock (Date.now() based) of the round's or reveal's end; null while paused */
  deadline: number | null;
}

export const initialMind: MindUiState = {
  phase: 'idle',
  view: null,
  ended: null,
  pick: null,
  guess: null,
  sending: false,
  starting: false,
  deadline: null,
  announcement: '',
};

export const useMind = create<MindUiState>(() => initialMind);

const formatNumber = (n: number) => new Intl.NumberFormat(i18n.locale).format(n);

function announce(view: MindView): string {
  if (view.paused) return say({ code: 'paused' });
  if (view.phase === 'revealed' && view.reveal) {
    const { you, partner } = view.reveal;
    return i18n._('mind.announce.revealed', {
      round: formatNumber(view.round),
      you: you.correct ? 'read' : 'missed',
      partner: partner.correct ? 'read' : 'missed',
    });
  }
  if (view.yours) return view.partnerCommitted ? '' : i18n._('mind.announce.lockedIn');
  return view.partnerCommitted
    ? i18n._('mind.partnerChosen')
    : i18n._('mind.announce.round', {
        round: formatNumber(view.round),
        rounds: formatNumber(view.rounds),
      });
}

/**
 * "Read my mind" on the client: the challenge is the shared one; this keeps a round's pick and
 * guess and sends them. The server never sends the partner's pick before the reveal.
 */
export class MindController extends ChallengeController<'mind', MindView, MindEnded, MindUiState> {
  constructor(now: () => number = Date.now) {
    super('mind', useMind, initialMind, now);
  }

  get name(): string {
    return i18n._('mind.name');
  }

  protected playHandlers(): SocketHandlers {
    return { mindChallengeUpdate: (view) => this.view(view, false) };
  }

  protected onView(view: MindView, start: boolean): Partial<MindUiState> {
    const state = useMind.getState();
    const newRound = start || state.view?.round !== view.round;
    return {
      ...(newRound ? { pick: null, guess: null } : {}),
      deadline: view.paused ? null : this.now() + view.timeLeft,
      announcement: announce(view) || state.announcement,
    };
  }

  protected override onEnded(): Partial<MindUiState> {
    return { deadline: null };
  }

  setPick(pick: MindOption): void {
    useMind.setState({ pick });
  }

  setGuess(guess: MindOption): void {
    useMind.setState({ guess });
  }

  /** Locks in this round's pick and guess (once; the server reveals when both are in). */
  submit(): void {
    const { view, pick, guess, sending } = useMind.getState();
    if (!view || view.phase !== 'choosing' || view.yours || sending) return;
    if (pick === null || guess === null) return;
    useMind.setState({ sending: true });
    this.socket?.emit('submitMindChoice', { round: view.round, pick, guess }, (res: Ack) => {
      useMind.setState({ sending: false });
      if (!res.ok) notify('error', i18n._('mind.toast.choiceNotSent'), say(res));
    });
  }
}

/** The app's one "Read my mind" controller. */
export const mindController = new MindController();
