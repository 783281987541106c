import { create } from 'zustand';
import type { ChatMessage, PartnerFound } from '../../../shared/protocol/index.ts';
import type { Facing } from '../../lib/webrtc/media.ts';

export type CallPhase = 'idle' | 'starting' | 'searching' | 'matched';

export interface CallState {
  phase: CallPhase;
  interests: string[];
  localStream: MediaStream | null;
  remoteStream: MediaStream | null;
  /** the partner's video is playing (the loading overlay hides) */
  remotePlaying: boolean;
  partner: PartnerFound | null;
  messages: ChatMessage[];
  /** messages that arrived while the chat panel was hidden (small screens) */
  unread: number;
  chatOpen: boolean;
  /** a search that started by itself after the partner left */
  autoSearching: boolean;
  mediaError: string | null;
  facing: Facing;
  connection: RTCPeerConnectionState | null;
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
  mediaError: null,
  facing: 'user',
  connection: null,
};

/** The one store of the call: matching, media and chat state. The controller writes it. */
export const useCall = create<CallState>(() => initialCallState);
