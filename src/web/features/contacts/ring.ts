import { CONTACTS } from '../../../shared/protocol/contacts.ts';
import { useMuteGames } from '../games/muteGames.ts';

/** One ring: two short tones, then a pause, like a phone (seconds). */
const TONES = [
  { at: 0, hz: 480, for: 0.4 },
  { at: 0.5, hz: 620, for: 0.4 },
] as const;
const EVERY_MS = 2_500;

/**
 * Rings for an incoming call, made with WebAudio (no sound file to download), until the
 * returned stop is called or CONTACTS.ringMs have passed. Silent while the app's sounds are
 * muted or the page is hidden: a tab in the background does not ring on its own.
 */
export function startRing(): () => void {
  if (typeof AudioContext === 'undefined') return () => undefined;
  let ctx: AudioContext | null = null;
  const ring = () => {
    if (useMuteGames.getState().muted || document.visibilityState === 'hidden') return;
    ctx ??= new AudioContext();
    // a page the person has not touched yet may hold audio back; then the dialog alone shows it
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
    const start = ctx.currentTime;
    for (const tone of TONES) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.frequency.value = tone.hz;
      const t0 = start + tone.at;
      gain.gain.setValueAtTime(0, t0);
      gain.gain.linearRampToValueAtTime(0.15, t0 + 0.03);
      gain.gain.setValueAtTime(0.15, t0 + tone.for - 0.05);
      gain.gain.linearRampToValueAtTime(0, t0 + tone.for);
      osc.connect(gain).connect(ctx.destination);
      osc.start(t0);
      osc.stop(t0 + tone.for);
    }
  };
  ring();
  const timer = setInterval(ring, EVERY_MS);
  const stop = () => {
    clearInterval(timer);
    clearTimeout(limit);
    unmute();
    void ctx?.close().catch(() => undefined);
    ctx = null;
  };
  const limit = setTimeout(stop, CONTACTS.ringMs);
  // muting mid-ring silences the tones already under way
  const unmute = useMuteGames.subscribe((s) => {
    if (s.muted && ctx) void ctx.suspend().catch(() => undefined);
  });
  return stop;
}
