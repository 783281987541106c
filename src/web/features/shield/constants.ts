/**
 * The nudity shield's thresholds and cadence, in one place. Scores are the
 * nsfwjs MobileNetV2 class probabilities (Drawing, Hentai, Neutral, Porn, Sexy; they sum to 1).
 */
export const SHIELD = {
  /**
   * Explicit when Porn + Hentai reach this. 0.6 rather than nsfwjs's usual "top class" rule:
   * the two explicit classes often split one explicit frame between them, and a clear majority
   * keeps a bare-shouldered talking head (scored Sexy/Neutral) from tripping the blur.
   */
  explicitThreshold: 0.6,
  /**
   * 'Sexy' alone (underwear, swimwear, bare chest) blurs only when the model is nearly sure:
   * a random call showing that is still unwanted, but a vest or tank top must not trip it.
   */
  sexyThreshold: 0.85,
  /**
   * A flagged video unblurs only after this many safe samples in a row (about 3 s at the
   * cadence below): one good frame in the middle of explicit ones must not reveal them.
   */
  safeSamplesToClear: 3,
  /**
   * About one sample a second during the call: nudity shown for a second is not missed, and
   * ~50 ms of inference a second stays within the 10 %-of-a-core budget.
   */
  cadenceMs: 1_000,
  /**
   * Adaptive like the laugh detector: the interval stretches so inference stays under this
   * share of one core on a slow device (a 200 ms classification samples every 2 s).
   */
  maxCoreShare: 0.1,
  /** never sample less often than this, however slow the device */
  maxCadenceMs: 4_000,
  /**
   * Safe start: until the first verdict frames are classified back to back (one at a time),
   * so the partner unblurs as soon as the model has seen one safe frame.
   */
  firstCheckGapMs: 50,
  /** the main-thread fallback blocks the page while it classifies: sample half as often */
  fallbackCadenceMs: 2_000,
  /** the model's input: a 224 px square, as it was trained */
  inputSize: 224,
} as const;

export const MODEL_URL = '/models/nsfw/model.json';
