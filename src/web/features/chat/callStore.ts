import { create } from 'zustand';
import type { ChatMessage, PartnerFound } from '../../../shared/protocol/index.ts';
import type { Facing } from '../../lib/webrtc/media.ts';

/** A line of the chat log; `failed` marks one of yours the server refused (shown with Retry). */
export interface ChatLine extends ChatMessage {
  id: number;
  failed?: boolean;
}

export type CallPhase = 'idle' | 'starting' | 'searching' | 'matched';

export interface CallState {
  phase: CallPhase;
  interests: string[];
  localStream: MediaStream | null;
  remoteStream: MediaStream | null;
  /** the partner's video is playing (the loading overlay hides) */
  remotePlaying: boolean;
  partner: PartnerFound | null;
  messages: ChatLine[];
  /** messages that arrived while the chat panel was hidden (small screens) */
  unread: number;
  chatOpen: boolean;
  /** a search that started by itself after the partner left */
  autoSearching: boolean;
  /**
   * The call screen is up: from the first partner until the person leaves (Disconnect,
   * Cancel, no match, a partner leaving without auto-search). Between partners (Next, auto
   * search) it stays up, so Home never flashes in between.
   */
  inCall: boolean;
  mediaError: string | null;
  facing: Facing;
  connection: RTCPeerConnectionState | null;
  /** our own socket dropped mid-call; the call goes on peer to peer while it reconnects */
  reconnecting: boolean;
  /** the partner's socket dropped; the server keeps the match for a grace period */
  partnerReconnecting: boolean;
}

export const initialCallState: CallState = {
  phase: 'idle',
  interests: [],
  localStream: null,
  remoteStream: null,
  remotePlaying: false,
  partner: null,
  messages: [],
  unread: 0,
  chatOpen: false,
  autoSearching: false,
  inCall: false,
  mediaError: null,
  facing: 'user',
  connection: null,
  reconnecting: false,
  partnerReconnecting: false,
};

/** The one store of the call: matching, media and chat state. The controller writes it. */
export const useCall = create<CallState>(() => initialCallState);

/**
 * The last partner's traces (their video, chat, reconnect notices), cleared as a new partner
 * comes. Writes only when something is set, so an already clean store renders nothing.
 */
export function clearPartnerTraces(): void {
  const s = useCall.getState();
  const clean =
    !s.remoteStream &&
    !s.remotePlaying &&
    !s.reconnecting &&
    !s.partnerReconnecting &&
    !s.unread &&
    !s.messages.length;
  if (!clean)
    useCall.setState({
      remoteStream: null,
      remotePlaying: false,
      reconnecting: false,
      partnerReconnecting: false,
      unread: 0,
      messages: [],
    });
}
