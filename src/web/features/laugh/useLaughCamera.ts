import { useEffect, useRef, useState } from 'react';
import { LAUGH } from '../../../shared/constants.ts';
import { FaceDetector, type DetectionError, type DetectorStatus } from './detection/detector.ts';
import { hintFor, type FaceReading, type Hint } from './detection/reading.ts';

export interface LaughCamera {
  videoRef: React.RefObject<HTMLVideoElement | null>;
  status: DetectorStatus | 'starting' | 'paused';
  hint: Hint | null;
  error: DetectionError | null;
  reading: FaceReading | null;
  /** how many readings this camera has given so far (each is one checked frame) */
  readings: number;
}

async function openDetectionCamera(): Promise<MediaStream> {
  const { width, height, frameRate } = LAUGH.camera;
  return navigator.mediaDevices.getUserMedia({
    audio: false,
    video: {
      facingMode: 'user',
      width: { ideal: width },
      height: { ideal: height },
      frameRate: { ideal: frameRate },
    },
  });
}

/**
 * The defender's own camera for laugh detection, on the device only: a small separate stream
 * (320x240 at 15 fps), stopped while the page is hidden and reopened when it is visible
 * again. `detecting` pauses sampling (the attacker needs no detection); `onLaugh` fires on a
 * confirmed laugh (confirm 1 = one positive detection).
 */
export function useLaughCamera(
  running: boolean,
  detecting: boolean,
  onLaugh: () => void,
): LaughCamera {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [status, setStatus] = useState<LaughCamera['status']>('starting');
  const [error, setError] = useState<DetectionError | null>(null);
  const [reading, setReading] = useState<FaceReading | null>(null);
  const [readings, setReadings] = useState(0);
  const detector = useRef<FaceDetector | null>(null);
  const detectingRef = useRef(detecting);
  const onLaughRef = useRef(onLaugh);
  const streak = useRef(0);
  useEffect(() => {
    detectingRef.current = detecting;
    onLaughRef.current = onLaugh;
  });

  useEffect(() => {
    if (!running) return;
    let stream: MediaStream | null = null;
    let cancelled = false;
    const d = new FaceDetector({
      reading: (r) => {
        setReading(r);
        setReadings((n) => n + 1);
        streak.current = r.laugh ? streak.current + 1 : 0;
        if (streak.current >= LAUGH.thresholds.confirm && detectingRef.current)
          onLaughRef.current();
      },
      status: (s) => {
        setStatus(s);
        if (s === 'running') setError(null);
      },
      failed: (e) => setError(e),
    });
    detector.current = d;

    const start = async () => {
      if (document.visibilityState === 'hidden') return;
      try {
        stream = await openDetectionCamera();
      } catch {
        if (!cancelled) setError({ kind: 'camera' });
        return;
      }
      if (cancelled) return stream.getTracks().forEach((t) => t.stop());
      const video = videoRef.current;
      if (!video) return;
      video.srcObject = stream;
      try {
        await video.play();
      } catch {
        if (!cancelled) setError({ kind: 'feed' });
        return;
      }
      setError(null);
      d.start(video);
    };
    const stop = () => {
      d.pause();
      stream?.getTracks().forEach((t) => t.stop());
      stream = null;
      setStatus('paused');
    };
    const onVisibility = () => (document.visibilityState === 'hidden' ? stop() : void start());
    document.addEventListener('visibilitychange', onVisibility);
    void start();
    return () => {
      cancelled = true;
      document.removeEventListener('visibilitychange', onVisibility);
      stop();
      d.dispose();
      detector.current = null;
      setReading(null);
    };
  }, [running]);

  return {
    videoRef,
    status,
    hint: reading ? hintFor(reading) : null,
    error,
    reading,
    readings,
  };
}
