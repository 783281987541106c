import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { GAME_EVENTS } from '../games/registry.ts';
import { AGE_SIGNAL } from './ageSignal.ts';
import { MIND } from './mind.ts';
import { CONNECT4 } from './connect4.ts';
import { DRAW } from './draw.ts';
import { reportReasonSchema, shieldEvidenceSchema } from './report.ts';
import type { RefusedAck } from './codes/index.ts';

/** Names of the events a client emits (the wire contract; ours are marked below). */
export const C2S = {
  profileUpdate: 'profileUpdate',
  findPartner: 'findPartner',
  /** ours: stop searching and leave the current match without searching again */
  leave: 'leave',
  signal: 'signal',
  sendMessage: 'sendMessage',
  nextPartner: 'nextPartner',
  requestTriviaChallenge: 'requestTriviaChallenge',
  acceptTriviaChallenge: 'acceptTriviaChallenge',
  rejectTriviaChallenge: 'rejectTriviaChallenge',
  submitAnswer: 'submitAnswer',
  endChallenge: 'endChallenge',
  requestLaughChallenge: 'requestLaughChallenge',
  acceptLaughChallenge: 'acceptLaughChallenge',
  rejectLaughChallenge: 'rejectLaughChallenge',
  /** ours: the defender's camera check during the prep break */
  laughCameraStatus: 'laughCameraStatus',
  laughDetected: 'laughDetected',
  endLaughTurn: 'endLaughTurn',
  endLaughChallenge: 'endLaughChallenge',
  /** ours: "Read my mind" (a third game) */
  requestMindChallenge: 'requestMindChallenge',
  acceptMindChallenge: 'acceptMindChallenge',
  rejectMindChallenge: 'rejectMindChallenge',
  submitMindChoice: 'submitMindChoice',
  endMindChallenge: 'endMindChallenge',
  /** ours: Connect Four */
  requestConnectFour: 'requestConnectFour',
  acceptConnectFour: 'acceptConnectFour',
  rejectConnectFour: 'rejectConnectFour',
  dropConnectFourDisc: 'dropConnectFourDisc',
  resignConnectFour: 'resignConnectFour',
  endConnectFour: 'endConnectFour',
  /** ours: Draw and guess (the guesses go through sendMessage) */
  requestDrawGuess: 'requestDrawGuess',
  acceptDrawGuess: 'acceptDrawGuess',
  rejectDrawGuess: 'rejectDrawGuess',
  drawStroke: 'drawStroke',
  clearDrawing: 'clearDrawing',
  endDrawGuess: 'endDrawGuess',
  reportUser: 'reportUser',
  pong: 'pong',
  /** ours: after a reconnect, take back your seat in the match (within the grace period) */
  resumeMatch: 'resumeMatch',
  /**
   * ours: while my partner's socket is away, my peer connection to them is still up (their
   * media still flows), so the server keeps their seat past the usual grace period
   */
  peerConnected: 'peerConnected',
  /** ours: my microphone and camera are on or off (relayed to the partner as partnerMedia) */
  mediaState: 'mediaState',
  /** ours: never match me with this partner again (and leave the call if it is still on) */
  blockUser: 'blockUser',
  /** contacts: I want to keep in touch with my current partner (or no longer) */
  keepInTouch: 'keepInTouch',
  /** contacts: ring a contact; the ack carries the call's id */
  callContact: 'callContact',
  /** ours: the caller hangs up while the call still rings */
  cancelContactCall: 'cancelContactCall',
  /** contacts: the callee picks up or declines */
  answerContactCall: 'answerContactCall',
  /** ours: the private thumbs up or down about the partner of a call that lasted 30 s or more */
  rateCall: 'rateCall',
  /**
   * ours: the viewer's device estimated the current partner's apparent age under 16 (whole
   * years; never an image): an automatic "Appears under 18" report
   */
  ageSignal: 'ageSignal',
} as const;
export type ClientEventName = (typeof C2S)[keyof typeof C2S];
// every game's events are client events (a game added to the registry needs its lines above)
GAME_EVENTS satisfies readonly ClientEventName[];

const id = z.string().min(1).max(64);
const none = z.undefined();
const gridCoordinate = z.number().int().min(0).max(DRAW.grid);

const sessionDescription = z.strictObject({
  type: z.enum(['offer', 'answer', 'pranswer', 'rollback']),
  sdp: z.string().max(12_000).optional(),
});
const iceCandidate = z.strictObject({
  candidate: z.string().max(1_000),
  sdpMid: z.string().max(64).nullable().optional(),
  sdpMLineIndex: z.number().int().min(0).max(64).nullable().optional(),
  usernameFragment: z.string().max(256).nullable().optional(),
});
export const signalPayload = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('description'), description: sessionDescription }),
  z.strictObject({ kind: z.literal('candidate'), candidate: iceCandidate.nullable() }),
]);
export type SignalPayload = z.infer<typeof signalPayload>;

/** One zod schema per client event; the server parses every payload with it first. */
export const clientSchemas = {
  profileUpdate: z.strictObject({
    country: z.string().trim().max(64),
    countryCode: z.string().regex(/^[A-Za-z]{2}$/, 'countryCode must be two letters'),
  }),
  findPartner: z.strictObject({
    interests: z
      .array(z.string().max(LIMITS.interestMaxLength * 2))
      .max(LIMITS.interestsMax * 2)
      .default([]),
    /** ours: spoken languages, BCP 47, most preferred first (the handler canonicalises) */
    languages: z
      .array(z.string().max(35))
      .max(LIMITS.languagesMax * 2)
      .optional(),
    /** ours: the partner's country this person prefers (two letters), null = anywhere */
    country: z.string().max(8).nullable().optional(),
  }),
  leave: none,
  signal: z.strictObject({ partnerId: id, signal: signalPayload }),
  sendMessage: z.strictObject({
    text: z
      .string()
      .max(
        LIMITS.chatMessageMaxLength,
        `Messages can be at most ${LIMITS.chatMessageMaxLength} characters`,
      )
      .refine((t) => t.trim().length > 0, 'Message is empty'),
  }),
  nextPartner: none,
  requestTriviaChallenge: none,
  acceptTriviaChallenge: none,
  rejectTriviaChallenge: none,
  submitAnswer: z.strictObject({ selectedIndex: z.number().int().min(0).max(3).nullable() }),
  endChallenge: none,
  requestLaughChallenge: none,
  acceptLaughChallenge: none,
  rejectLaughChallenge: none,
  laughCameraStatus: z.strictObject({ ok: z.boolean() }),
  laughDetected: z.strictObject({ turnId: id, nonce: id }),
  endLaughTurn: z.strictObject({ turnId: id }),
  endLaughChallenge: none,
  requestMindChallenge: none,
  acceptMindChallenge: none,
  rejectMindChallenge: none,
  submitMindChoice: z.strictObject({
    round: z.number().int().min(1).max(MIND.rounds),
    pick: z.union([z.literal(0), z.literal(1)]),
    guess: z.union([z.literal(0), z.literal(1)]),
  }),
  endMindChallenge: none,
  requestConnectFour: none,
  acceptConnectFour: none,
  rejectConnectFour: none,
  dropConnectFourDisc: z.strictObject({
    column: z
      .number()
      .int()
      .min(0)
      .max(CONNECT4.columns - 1),
    turnId: z.number().int().min(1),
  }),
  resignConnectFour: none,
  endConnectFour: none,
  requestDrawGuess: none,
  acceptDrawGuess: none,
  rejectDrawGuess: none,
  drawStroke: z.strictObject({
    round: z.number().int().min(1).max(DRAW.rounds),
    line: z.number().int().min(0).max(1_000_000),
    colour: z.enum(DRAW.palette),
    width: z.union(DRAW.widths.map((w) => z.literal(w))),
    points: z
      .array(z.tuple([gridCoordinate, gridCoordinate]))
      .min(1)
      .max(DRAW.maxPointsPerStroke),
  }),
  clearDrawing: z.strictObject({ round: z.number().int().min(1).max(DRAW.rounds) }),
  endDrawGuess: none,
  reportUser: z
    .strictObject({
      reportedSocketId: id,
      sessionMessages: z
        .array(z.string().max(LIMITS.reportMessageMaxLength))
        .max(LIMITS.reportMessagesMax),
      /** ours: why; optional so older clients keep working */
      reason: reportReasonSchema.optional(),
      /** ours: the nudity shield's category and score, with reason 'nudity' only */
      evidence: shieldEvidenceSchema.optional(),
      /**
       * ours: the match the report was opened for; the server reports whoever sat across from
       * the reporter in it (even after they left), never whoever is there when it arrives
       */
      matchId: id.optional(),
    })
    .refine((p) => !p.evidence || p.reason === 'nudity', {
      message: "Evidence can only come with the reason 'nudity'",
      path: ['evidence'],
    }),
  pong: none,
  resumeMatch: z.strictObject({ matchId: id }),
  peerConnected: z.strictObject({ matchId: id }),
  mediaState: z.strictObject({ mic: z.boolean(), camera: z.boolean() }),
  /** `matchId`: the match the block was opened for, as with reportUser */
  blockUser: z.strictObject({ partnerId: id, matchId: id.optional() }),
  keepInTouch: z.strictObject({ want: z.boolean() }),
  rateCall: z.strictObject({ matchId: id, up: z.boolean() }),
  /** `matchId`, when given, must be the current call's: a late signal names no one else */
  ageSignal: z.strictObject({
    estimate: z.number().int().min(0).max(AGE_SIGNAL.maxEstimate),
    matchId: id.optional(),
  }),
  callContact: z.strictObject({ contactId: id }),
  cancelContactCall: z.strictObject({ callId: id }),
  answerContactCall: z.strictObject({ callId: id, accept: z.boolean() }),
} as const satisfies Record<ClientEventName, z.ZodType>;

export type ClientPayload<E extends ClientEventName> = z.output<(typeof clientSchemas)[E]>;

/**
 * What the server answers through an acknowledgement callback, when the client passes one.
 * A refusal's `error` is the spec's text; `code` and `params` (ours) name it (codes/index.ts).
 */
export type Ack = { ok: true } | RefusedAck;

/** What an accepted event's ack adds to `ok: true`, for the events whose ack carries more. */
export interface AckExtras {
  /** how long it rings before it counts as unanswered (the server's setting) */
  callContact: { callId: string; ringSeconds: number };
}
/** The ack of event `E`: `{ ok: true }` plus its extras, or a refusal. */
export type AckOf<E extends ClientEventName> = E extends keyof AckExtras
  ? ({ ok: true } & AckExtras[E]) | RefusedAck
  : Ack;

type Emitter<E extends ClientEventName> =
  z.input<(typeof clientSchemas)[E]> extends undefined
    ? (ack?: (res: AckOf<E>) => void) => void
    : (payload: z.input<(typeof clientSchemas)[E]>, ack?: (res: AckOf<E>) => void) => void;

export type ClientToServerEvents = { [E in ClientEventName]: Emitter<E> };
