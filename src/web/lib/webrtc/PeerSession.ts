import { VIDEO } from '../../../shared/constants.ts';
import type { SignalPayload } from '../../../shared/protocol/index.ts';
import { Emitter } from '../emitter.ts';
import { bitratePolicy, lossBetween } from './bitratePolicy.ts';
import { tuneOpus } from './media.ts';

export interface PeerEvents extends Record<string, unknown> {
  /** a signal to hand to the partner through the server */
  signal: SignalPayload;
  remoteStream: MediaStream;
  state: RTCPeerConnectionState;
  /** the call could not be (re)connected */
  failed: string;
  bitrate: number;
}

/** How hard to try before giving up on a connection that failed mid-call. */
export interface RetryPolicy {
  maxIceRestarts: number;
  /** how long a restart may take before the next one (or giving up) */
  restartTimeoutMs: number;
  /** how long 'disconnected' may last before restarting ICE */
  disconnectedGraceMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  maxIceRestarts: 2,
  restartTimeoutMs: 10_000,
  disconnectedGraceMs: 5_000,
};

export interface PeerOptions {
  polite: boolean;
  iceServers: RTCIceServer[];
  stream: MediaStream;
  ios: boolean;
  retry?: RetryPolicy;
  /** only relayed (TURN) candidates: the partner never learns this side's IP address */
  relayOnly?: boolean;
}

/**
 * One WebRTC call, React-free: RTCPeerConnection with the perfect-negotiation pattern (the
 * server decides who is polite), bitrate adaptation every 3 s, ICE restart before giving up.
 */
export class PeerSession extends Emitter<PeerEvents> {
  readonly pc: RTCPeerConnection;
  private readonly polite: boolean;
  private readonly ios: boolean;
  private readonly retry: RetryPolicy;
  private makingOffer = false;
  private ignoreOffer = false;
  /** candidates that came before any remote description: applied once there is one */
  private pendingCandidates: (RTCIceCandidateInit | null)[] = [];
  private kbps: number;
  private lastSample: { received: number; lost: number } | undefined;
  private adaptTimer: ReturnType<typeof setInterval> | undefined;
  /** set while an ICE restart has its time to connect (RetryPolicy.restartTimeoutMs) */
  private restartTimer: ReturnType<typeof setTimeout> | undefined;
  /** a 'disconnected' connection's grace before a restart */
  private graceTimer: ReturnType<typeof setTimeout> | undefined;
  private restarts = 0;
  private closed = false;
  private described!: () => void;
  /**
   * Settles once this side's first description (the offer, or the answer to the partner's)
   * is on its way, or the session is closed: the page can hold back the match's render,
   * which would otherwise delay it (see CallController.onPartnerFound).
   */
  readonly firstDescription = new Promise<void>((resolve) => (this.described = resolve));

  constructor(options: PeerOptions) {
    super();
    this.polite = options.polite;
    this.ios = options.ios;
    this.retry = options.retry ?? DEFAULT_RETRY;
    this.kbps = bitratePolicy.start(options.ios);
    this.pc = new RTCPeerConnection({
      iceServers: options.iceServers,
      bundlePolicy: 'max-bundle',
      iceTransportPolicy: options.relayOnly ? 'relay' : 'all',
    });
    for (const track of options.stream.getTracks()) this.pc.addTrack(track, options.stream);

    // The first offer is the impolite side's: both sides add their tracks at once, so letting
    // both offer made every call start in a collision, and Chrome sometimes never started ICE
    // after the polite side rolled back an offer it was still setting. Later renegotiation
    // (camera switch, ICE restart) is perfect negotiation on either side.
    this.pc.onnegotiationneeded = () => {
      if (this.polite && !this.pc.remoteDescription) return;
      void this.offer();
    };
    this.pc.onicecandidate = ({ candidate }) =>
      this.emit('signal', {
        kind: 'candidate',
        candidate: candidate ? candidate.toJSON() : null,
      } as SignalPayload);
    this.pc.ontrack = ({ streams, track }) =>
      this.emit('remoteStream', streams[0] ?? new MediaStream([track]));
    this.pc.onconnectionstatechange = () => this.onState(this.pc.connectionState);
    this.adaptTimer = setInterval(() => void this.adapt(), VIDEO.adaptEveryMs);
    // The impolite side offers now rather than on 'negotiationneeded', which is a queued task:
    // the page renders the match first (a long task on a small device), and the offer and
    // ICE gathering would wait for it. Started here, they run off the main thread meanwhile.
    // ('negotiationneeded' then does not fire: the offer is in flight, and once answered
    // nothing is left to negotiate.)
    if (!this.polite) void this.offer();
  }

  async handleSignal(signal: SignalPayload): Promise<void> {
    if (this.closed) return;
    try {
      if (signal.kind === 'description') {
        const description = signal.description;
        const collision =
          description.type === 'offer' && (this.makingOffer || this.pc.signalingState !== 'stable');
        this.ignoreOffer = !this.polite && collision;
        if (this.ignoreOffer) return;
        await this.pc.setRemoteDescription({
          type: description.type,
          sdp: tuneOpus(description.sdp ?? ''),
        });
        await this.flushCandidates();
        if (description.type === 'offer') {
          await this.pc.setLocalDescription();
          this.sendDescription();
        }
        await this.applySenderLimits();
      } else if (!this.pc.remoteDescription) {
        // The partner's candidates can overtake its description (or belong to an offer we
        // ignored in a collision, whose ICE credentials its answer keeps): hold them.
        this.pendingCandidates.push(signal.candidate);
      } else {
        try {
          await this.pc.addIceCandidate(signal.candidate ?? undefined);
        } catch (err) {
          if (!this.ignoreOffer) throw err;
        }
      }
    } catch (err) {
      console.warn('signal handling failed', err);
    }
  }

  /** Swaps the camera (user/environment) without renegotiating. */
  async replaceVideoTrack(track: MediaStreamTrack): Promise<void> {
    const sender = this.pc.getSenders().find((s) => s.track?.kind === 'video');
    await sender?.replaceTrack(track);
  }

  /**
   * After the signalling socket came back: the ICE restarts tried while it was down could not
   * reach the partner, so try once more now, but only if media actually stopped flowing.
   */
  repairIfFailed(): void {
    const state = this.pc.connectionState;
    if (this.closed || (state !== 'failed' && state !== 'disconnected')) return;
    this.restarts = 0;
    this.restartOrGiveUp();
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.adaptTimer);
    this.clearRestart();
    this.pc.onnegotiationneeded = null;
    this.pc.onicecandidate = null;
    this.pc.ontrack = null;
    this.pc.onconnectionstatechange = null;
    this.pc.close();
    this.removeAllListeners();
    this.described();
  }

  private async flushCandidates(): Promise<void> {
    const pending = this.pendingCandidates;
    this.pendingCandidates = [];
    for (const candidate of pending) {
      await this.pc.addIceCandidate(candidate ?? undefined).catch(() => undefined);
    }
  }

  private async offer(): Promise<void> {
    try {
      this.makingOffer = true;
      await this.pc.setLocalDescription();
      this.sendDescription();
    } catch (err) {
      console.warn('offer failed', err);
    } finally {
      this.makingOffer = false;
    }
  }

  private sendDescription(): void {
    const d = this.pc.localDescription;
    if (!d) return;
    this.emit('signal', { kind: 'description', description: { type: d.type, sdp: d.sdp } });
    this.described();
  }

  private onState(state: RTCPeerConnectionState): void {
    this.emit('state', state);
    if (state === 'connected') {
      this.restarts = 0;
      this.clearRestart();
      return;
    }
    // A restart has its whole time to connect. ICE can report 'failed' within milliseconds
    // while the partner's candidates are still coming: a relay refuses their private address
    // at once, before their relayed one arrives. Restarting on each of those gave a call up
    // in a fifth of a second.
    if (this.restartTimer !== undefined) return;
    clearTimeout(this.graceTimer);
    if (state === 'failed') this.restartOrGiveUp();
    else if (state === 'disconnected') {
      this.graceTimer = setTimeout(() => this.restartOrGiveUp(), this.retry.disconnectedGraceMs);
    }
  }

  private restartOrGiveUp(): void {
    this.clearRestart();
    if (this.closed) return;
    if (this.restarts >= this.retry.maxIceRestarts) {
      this.emit('failed', 'The connection to your partner was lost.');
      return;
    }
    this.restarts += 1;
    this.pc.restartIce();
    this.restartTimer = setTimeout(() => {
      this.restartTimer = undefined;
      if (this.pc.connectionState !== 'connected') this.restartOrGiveUp();
    }, this.retry.restartTimeoutMs);
  }

  private clearRestart(): void {
    clearTimeout(this.restartTimer);
    clearTimeout(this.graceTimer);
    this.restartTimer = undefined;
  }

  private async applySenderLimits(): Promise<void> {
    for (const sender of this.pc.getSenders()) {
      if (!sender.track) continue;
      const params = sender.getParameters();
      if (!params.encodings?.length) continue;
      params.encodings[0]!.maxBitrate =
        sender.track.kind === 'video' ? this.kbps * 1000 : VIDEO.audioKbps * 1000;
      await sender.setParameters(params).catch(() => undefined);
    }
  }

  private async adapt(): Promise<void> {
    if (this.closed || this.pc.connectionState !== 'connected') return;
    const stats = await this.pc.getStats();
    let rtt = 0;
    let sample: { received: number; lost: number } | undefined;
    let fractionLost: number | undefined;
    stats.forEach((report: RTCStats & Record<string, unknown>) => {
      if (report.type === 'remote-inbound-rtp' && report.kind === 'video') {
        rtt = Number(report.roundTripTime ?? 0);
        if (typeof report.fractionLost === 'number') fractionLost = report.fractionLost;
        sample = {
          received: Number(report.packetsReceived ?? 0),
          lost: Number(report.packetsLost ?? 0),
        };
      }
    });
    if (!sample) return;
    const loss = fractionLost ?? lossBetween(this.lastSample, sample);
    this.lastSample = sample;
    const next = bitratePolicy.next(this.kbps, { loss, rtt }, this.ios);
    if (next !== this.kbps) {
      this.kbps = next;
      await this.applySenderLimits();
      this.emit('bitrate', next);
    }
  }
}
