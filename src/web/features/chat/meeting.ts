import type {
  ChatMessage,
  ContactPerson,
  PartnerFound,
  SignalPayload,
} from '../../../shared/protocol/index.ts';

/** A line of the chat log; `failed` marks one of yours the server refused (shown with Retry). */
export interface ChatLine extends ChatMessage {
  id: number;
  failed?: boolean;
}

/**
 * Everything that belongs to one partner: who they are, their video, the peer connection to
 * them and the chat with them. It lives only inside the states that have a partner, so it
 * goes the moment they do, with nothing to clear by hand.
 */
export interface Meeting {
  partner: PartnerFound;
  /**
   * The contact this call is with (one placed or answered on People), else null. Such a call
   * ends back on People: it never turns into a search for a stranger by itself.
   */
  contact: ContactPerson | null;
  remoteStream: MediaStream | null;
  /** their video is playing (the loading overlay hides) */
  playing: boolean;
  connection: RTCPeerConnectionState;
  /**
   * the connection was up once: from then on its blips are the PeerSession's to recover, and
   * the handshake watchdog (callTimers.ts) no longer runs
   */
  everConnected: boolean;
  /**
   * The partner's signals that came before this side's peer existed: a new partner's offer can
   * overtake our own setup while the ICE servers are still being fetched (a call to a contact
   * from a page just opened, credentials older than four minutes). Dropping it left both sides
   * waiting for each other until the watchdog gave up. They are this partner's alone, so they
   * go with the meeting; the peer takes them when it starts (peerStarted).
   */
  held: SignalPayload[];
  /** this side's peer exists (it took what was held); the match shows once it said something */
  peerUp: boolean;
  messages: ChatLine[];
  /** lines that arrived while the chat panel was hidden (small screens) */
  unread: number;
}

/** Events about the partner's media and chat: the state stays, its meeting changes. */
export type TalkEvent =
  | { type: 'peerState'; connection: RTCPeerConnectionState }
  | { type: 'remoteStream'; stream: MediaStream }
  | { type: 'playing' }
  | { type: 'said'; line: ChatLine }
  | { type: 'heard'; line: ChatLine; seen: boolean }
  | { type: 'lineFailed'; id: number; failed: boolean }
  | { type: 'read' }
  | { type: 'signalHeld'; signal: SignalPayload }
  /** this side's peer exists: it took the held signals */
  | { type: 'peerStarted' };

export const newMeeting = (
  partner: PartnerFound,
  contact: ContactPerson | null = null,
): Meeting => ({
  partner,
  contact,
  remoteStream: null,
  playing: false,
  connection: 'new',
  everConnected: false,
  held: [],
  peerUp: false,
  messages: [],
  unread: 0,
});

/** What a talk event does to the meeting; nothing new is the same meeting. */
export function talkOn(m: Meeting, event: TalkEvent): Meeting {
  switch (event.type) {
    case 'peerState': {
      if (m.connection === event.connection) return m;
      const up = event.connection === 'connected';
      return { ...m, connection: event.connection, everConnected: m.everConnected || up };
    }
    case 'remoteStream':
      return { ...m, remoteStream: event.stream };
    case 'playing':
      return m.playing ? m : { ...m, playing: true };
    case 'said':
      return { ...m, messages: [...m.messages, event.line] };
    case 'heard':
      return {
        ...m,
        messages: [...m.messages, event.line],
        unread: event.seen ? m.unread : m.unread + 1,
      };
    case 'lineFailed': {
      const line = m.messages.find((l) => l.id === event.id);
      if (!line || Boolean(line.failed) === event.failed) return m;
      const messages = m.messages.map((l) =>
        l.id === event.id ? { ...l, failed: event.failed } : l,
      );
      return { ...m, messages };
    }
    case 'read':
      return m.unread ? { ...m, unread: 0 } : m;
    case 'signalHeld':
      return m.peerUp ? m : { ...m, held: [...m.held, event.signal] };
    case 'peerStarted':
      return m.peerUp ? m : { ...m, held: [], peerUp: true };
  }
}
