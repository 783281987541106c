/**
 * Age signals from the partner's device (docs/product.md, Age signals). The viewer's device
 * estimates the apparent age of the partner's face on the samples the nudity shield already
 * takes; only a whole number of years leaves it, never an image, a descriptor or a frame.
 */
export const AGE_SIGNAL = {
  /** the client looks only during a call's first 30 s */
  lookMs: 30_000,
  /** samples with a face before the median means anything */
  minFaces: 8,
  /**
   * a signal is sent when the median estimate is under 16, not 18: the model's estimates of
   * adults' faces spread several years either way, and a buffer of two keeps young-looking
   * adults out (docs/safety.md)
   */
  signalUnder: 16,
  /** the server takes a signal only once the call has lasted this long */
  minCallMs: 10_000,
  /** distinct reporters whose signals about one person hold them for review */
  holdReporters: 2,
  /** within this window */
  holdWindowMs: 24 * 60 * 60_000,
  /** the widest estimate the wire takes: a signal says "appears under 18" */
  maxEstimate: 17,
} as const;
