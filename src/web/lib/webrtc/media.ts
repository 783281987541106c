import { VIDEO } from '../../../shared/constants.ts';

export type Facing = 'user' | 'environment';

/** iOS Safari gets lighter video (docs/product.md, Calls). */
export function isIosSafari(ua: string = navigator.userAgent): boolean {
  const ios =
    /iP(hone|ad|od)/.test(ua) ||
    (/Macintosh/.test(ua) && typeof navigator !== 'undefined' && navigator.maxTouchPoints > 1);
  return ios && /Safari/.test(ua) && !/CriOS|FxiOS|EdgiOS/.test(ua);
}

export function mediaConstraints(facing: Facing, ios = isIosSafari()): MediaStreamConstraints {
  const video: MediaTrackConstraints = ios
    ? {
        width: { ideal: VIDEO.ios.width },
        height: { ideal: VIDEO.ios.height },
        frameRate: { ideal: VIDEO.ios.fps, max: VIDEO.ios.fps },
        facingMode: facing,
      }
    : {
        width: { ideal: VIDEO.maxWidth, max: VIDEO.maxWidth },
        height: { ideal: VIDEO.maxHeight, max: VIDEO.maxHeight },
        frameRate: { ideal: VIDEO.maxFps, min: VIDEO.minFps, max: VIDEO.maxFps },
        facingMode: facing,
      };
  return {
    video,
    audio: {
      channelCount: 1,
      sampleRate: VIDEO.audioSampleRate,
      echoCancellation: true,
      noiseSuppression: true,
      autoGainControl: true,
    },
  };
}

/** Opens camera and microphone; falls back to looser video constraints when the ideal fails. */
export async function openCamera(facing: Facing): Promise<MediaStream> {
  const constraints = mediaConstraints(facing);
  try {
    return await navigator.mediaDevices.getUserMedia(constraints);
  } catch (err) {
    if (err instanceof DOMException && err.name === 'OverconstrainedError') {
      return navigator.mediaDevices.getUserMedia({
        video: { facingMode: facing },
        audio: constraints.audio,
      });
    }
    throw err;
  }
}

/** Opus with DTX, mono, 24 kbps: set in the SDP we receive, so the far side sends that way. */
export function tuneOpus(sdp: string): string {
  const match = /a=rtpmap:(\d+) opus\/48000/i.exec(sdp);
  if (!match) return sdp;
  const pt = match[1];
  const line = new RegExp(`a=fmtp:${pt} ([^\\r\\n]*)`);
  const extra = `usedtx=1;stereo=0;maxaveragebitrate=${VIDEO.audioKbps * 1000}`;
  if (line.test(sdp)) {
    return sdp.replace(line, (_m, params: string) => {
      const kept = params
        .split(';')
        .filter((p) => !/^(usedtx|stereo|maxaveragebitrate)=/.test(p.trim()))
        .join(';');
      return `a=fmtp:${pt} ${kept ? `${kept};` : ''}${extra}`;
    });
  }
  return sdp.replace(match[0], `${match[0]}\r\na=fmtp:${pt} ${extra}`);
}
