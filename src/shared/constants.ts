/** The product's numbers (docs/product.md), in one place. */
export const LIMITS = {
  usernameMin: 3,
  usernameMax: 20,
  usernameCooldownMs: 7 * 24 * 60 * 60 * 1000,
  transactionsPageSize: 50,
  minimumAge: 18,
  interestsMax: 10,
  interestMaxLength: 30,
  /** the spoken languages a search may name (findPartner `languages`) */
  languagesMax: 5,
  chatMessageMaxLength: 500,
  reportMessagesMax: 50,
  reportMessageMaxLength: 500,
} as const;

export const MATCHING = {
  noMatchTimeoutMs: 20_000,
  autoSearchDelayMs: 1_200,
  handshakeWatchdogMs: 15_000,
  anyoneMatchesAfterMs: 5_000,
  noRepairWithinMs: 10 * 60 * 1000,
  /** whoever skips (Next, Disconnect) never meets that person again within this window */
  skipWithinMs: 10 * 60 * 1000,
} as const;

export const TRIVIA = {
  turnMs: 7_000,
  tickLastSeconds: 4,
  questionsPerPlayer: 5,
} as const;

export const LAUGH = {
  turnMs: 30_000,
  warningLastSeconds: 5,
  rounds: 2,
  prepCapMs: 15_000,
  thresholds: { smile: 0.45, jaw: 0.06, neutral: 0.75, confirm: 1 },
  cadenceMs: 360,
  cadenceLowEndMs: 650,
  inputSize: 128,
  inputSizeLowEnd: 96,
  lowEndFps: 12,
  fallbackIntervalMs: 140,
  fallbackSize: 128,
  camera: { width: 320, height: 240, frameRate: 15 },
  encouragementEveryMs: 8_000,
  encouragementForMs: 4_000,
  /** a laugh in the first moments of a turn does not count (the Statue settles in) */
  turnGraceMs: 1_500,
  /** a Statue out of frame during a turn forfeits the point after this warning */
  awayForfeitMs: 5_000,
} as const;

export const VOLUMES = { laugh: 0.9, beep: 0.6, trivia: 0.4 } as const;

export const VIDEO = {
  maxWidth: 1280,
  maxHeight: 720,
  minFps: 24,
  maxFps: 30,
  ios: { width: 640, height: 360, fps: 24 },
  startKbps: 1200,
  startKbpsIos: 600,
  maxKbps: 1500,
  maxKbpsIos: 700,
  floorKbps: 300,
  adaptEveryMs: 3_000,
  lossThreshold: 0.05,
  rttThresholdS: 0.3,
  dropFactor: 0.75,
  growFactor: 1.1,
  audioKbps: 24,
  audioSampleRate: 48_000,
} as const;

export const AI = {
  temperature: 0.8,
  speechRate: 1.1,
  speechPitch: 1.05,
  speechDelayMs: 800,
  recognitionLang: 'en-US',
  /** The server refuses (400) a conversation or message over these; the page stays under them. */
  maxMessages: 40,
  maxMessageChars: 1_000,
  /** Per signed-in user, or per IP for signed-out visitors. */
  rateLimits: [
    { limit: 12, windowMs: 60_000 },
    { limit: 300, windowMs: 24 * 60 * 60_000 },
  ],
} as const;

export const SOCKET = {
  connectTimeoutMs: 20_000,
  reconnectDelayMs: 1_000,
  reconnectDelayMaxMs: 5_000,
  randomizationFactor: 0.5,
  heartbeatEveryMs: 10_000,
  heartbeatTimeoutMs: 25_000,
  maxHttpBufferSize: 16 * 1024,
} as const;

export const POINTS = {
  win: 20,
  draw: 10,
  loss: 0,
  ended: 0,
  maxScoredGamesPerPairPerDay: 3,
  /** a member earns from at most this many scored games in any 24 h, whoever the opponent */
  maxScoredGamesPerDay: 30,
} as const;

// UI and LOCAL_KEYS live on their own: every page's first script needs them, and only them
export { LOCAL_KEYS, UI } from './uiConstants.ts';

// the spec writes it 01/05/2025 (day first): an ISO date, so each language writes it its own way
export const POLICY_DATE = '2025-05-01';
