import { useEffect, useRef, type RefObject } from 'react';
import { useCall, shownMatchId } from '../chat/callStore.ts';
import { ageSignalsOn } from '../chat/iceServers.ts';
import { useGameLock } from '../games/gameStore.ts';
import { useSocket } from '../session/useRealtime.ts';

/**
 * Watches the partner's apparent age during the first 30 s of each call (rule.ts), once
 * `ready` (the video plays and the shield's first check is done, so the first unblur never
 * waits behind this model), and sends `ageSignal` at most once per call. Only a number of years
 * leaves this browser. Nothing runs when the server turned age signals off.
 */
export function useAgeWatch(videoRef: RefObject<HTMLVideoElement | null>, ready: boolean): void {
  const matchId = useCall(shownMatchId);
  const socket = useSocket();
  // The laugh challenge reads faces in the same vision worker, frame after frame: a sample of
  // this model (0.4-1.3 s) would hold up its smile detection. The watch gives way to it, for the
  // rest of that call (it only ever looks in a call's first 30 s).
  const laughing = useGameLock((s) => s.active === 'laugh');
  const gaveWay = useRef<string | null>(null);
  if (laughing && matchId) gaveWay.current = matchId;
  const on =
    ready &&
    matchId !== null &&
    socket !== null &&
    !laughing &&
    gaveWay.current !== matchId &&
    ageSignalsOn();
  useEffect(() => {
    const video = videoRef.current;
    if (!on || !video || !matchId || !socket) return;
    let stopped = false;
    let stop = () => {
      stopped = true;
    };
    void Promise.all([import('./rule.ts'), import('./task.ts')]).then(([rule, task]) => {
      if (stopped) return;
      let watch = rule.startWatch(performance.now());
      const sampling = task.sampleAges(video, ({ age }) => {
        const step = rule.observe(watch, age, performance.now());
        watch = step.watch;
        // a refusal (the call ended, the server turned signals off) needs nobody's attention
        if (step.send !== null)
          socket.emit('ageSignal', { estimate: step.send, matchId }, () => undefined);
        if (watch.done) sampling.stop();
      });
      stop = () => sampling.stop();
    });
    return () => stop();
  }, [on, matchId, socket, videoRef]);
}
