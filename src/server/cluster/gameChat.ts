import type { Refusal } from '../../shared/protocol/index.ts';
import type { MatchService } from '../matchmaking/service.ts';
import type { ClusterBus } from './bus.ts';
import { FORWARD_TIMEOUT_MS } from './forward.ts';

/** What a running game makes of a chat line: a move it took, a refusal, or plain chat. */
export type ChatRead = 'taken' | Refusal | undefined;

/** The game host's part: it reads a line for the game it runs for the sender's match. */
export interface ChatReader {
  chat(socketId: string, text: string): ChatRead;
}

interface ReadAsked {
  target: string;
  from: string;
  id: number;
  socketId: string;
  text: string;
}

interface ReadAnswer {
  target: string;
  id: number;
  /** null: plain chat (a property left undefined does not survive every adapter) */
  read: 'taken' | Refusal | null;
}

/**
 * A chat line goes to the game of its match where that game runs: on the match's owner node,
 * which hosts its game room (games/host/host.ts). A line sent through another node of a
 * cluster is read there over the bus, as game moves are forwarded (forward.ts), so a right
 * guess in Draw and guess counts whichever node the guesser is connected to.
 */
export class GameChat {
  private readonly waiting = new Map<number, (read: ChatRead) => void>();
  private lastId = 0;
  private readonly bus: ClusterBus;
  private readonly matches: Pick<MatchService, 'matchOf'>;
  private readonly host: ChatReader;
  private readonly timeoutMs: number;

  constructor(
    bus: ClusterBus,
    matches: Pick<MatchService, 'matchOf'>,
    host: ChatReader,
    timeoutMs = FORWARD_TIMEOUT_MS,
  ) {
    this.bus = bus;
    this.matches = matches;
    this.host = host;
    this.timeoutMs = timeoutMs;
    bus.on<ReadAsked>('chat:read', ({ target, from, id, socketId, text }) => {
      if (target !== bus.nodeId) return;
      const read = this.host.chat(socketId, text) ?? null;
      bus.publish('chat:read:reply', { target: from, id, read } satisfies ReadAnswer);
    });
    bus.on<ReadAnswer>('chat:read:reply', ({ target, id, read }) => {
      if (target === bus.nodeId) this.waiting.get(id)?.(read ?? undefined);
    });
  }

  /**
   * The game's reading of `socketId`'s line: at once when its match's game runs here (or it
   * has none to run), else from the owner node. An owner that does not answer is gone, and
   * the match ends with it: the line is plain chat meanwhile.
   */
  chat(socketId: string, text: string): ChatRead | Promise<ChatRead> {
    const owner = this.matches.matchOf(socketId)?.owner;
    if (!owner || owner === this.bus.nodeId) return this.host.chat(socketId, text);
    const id = ++this.lastId;
    const answered = new Promise<ChatRead>((resolve) => {
      const timer = setTimeout(() => settle(undefined), this.timeoutMs);
      const settle = (read: ChatRead) => {
        clearTimeout(timer);
        this.waiting.delete(id);
        resolve(read);
      };
      this.waiting.set(id, settle);
    });
    this.bus.publish('chat:read', {
      target: owner,
      from: this.bus.nodeId,
      id,
      socketId,
      text,
    } satisfies ReadAsked);
    return answered;
  }
}
