/**
 * Runs in every page before the app: records whether the partner's video was blurred when
 * its first frame was presented (and whether a check had answered by then), every time it
 * becomes blurred again, whether "Checking video…"
 * was ever shown, and lets a test replace
 * the shield's classifier results at the worker's message boundary (window.__shieldFeed).
 */
export function instrument() {
  const w = window as unknown as Record<string, unknown>;
  w.__shield = {
    firstFrameBlurred: null as boolean | null,
    firstFrameChecked: null as boolean | null,
    answered: 0,
    reblurs: 0,
    checkingSeen: false,
  };
  const record = w.__shield as {
    firstFrameBlurred: boolean | null;
    firstFrameChecked: boolean | null;
    answered: number;
    reblurs: number;
    checkingSeen: boolean;
  };
  w.__shieldFeed = null;
  const watch = (video: HTMLVideoElement) => {
    video.requestVideoFrameCallback(() => {
      record.firstFrameBlurred = video.classList.contains('shield-blur');
      // a warm model can check a decoded frame before the first one is composited: that first
      // frame may then show unblurred, having been checked
      record.firstFrameChecked = record.answered > 0;
    });
    let blurred = true;
    new MutationObserver(() => {
      const now = video.classList.contains('shield-blur');
      if (now && !blurred) record.reblurs += 1;
      blurred = now;
    }).observe(video, { attributes: true, attributeFilter: ['class'] });
  };
  new MutationObserver(() => {
    // "Checking video…" was on screen (with the model warm it may last less than a poll)
    record.checkingSeen ||= [...document.querySelectorAll('[role="status"]')].some((e) =>
      e.textContent?.includes('Checking video…'),
    );
    const video = document.querySelector<HTMLVideoElement>('[data-testid="remote-video"]');
    if (video && !(video as unknown as { watched?: boolean }).watched) {
      (video as unknown as { watched: boolean }).watched = true;
      watch(video);
    }
  }).observe(document, { childList: true, subtree: true });

  const held: (() => void)[] = [];
  w.__shieldRelease = () => held.splice(0).forEach((deliver) => deliver());
  const RealWorker = window.Worker;
  class FeedableWorker extends RealWorker {
    private readonly shield: boolean;
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      this.shield = options?.name === 'vision';
    }
    override set onmessage(handler: ((e: MessageEvent) => void) | null) {
      if (!this.shield || !handler) {
        super.onmessage = handler;
        return;
      }
      super.onmessage = (e: MessageEvent) => {
        const feed = w.__shieldFeed as { hold?: boolean; scores?: unknown } | null;
        const data = e.data as { type: string };
        if (data.type === 'shield-result' && !feed?.hold) record.answered += 1;
        if (!feed || data.type !== 'shield-result') return handler.call(this, e);
        // the classifier "has not answered yet": kept until __shieldRelease()
        if (feed.hold)
          return void held.push(() => {
            record.answered += 1;
            handler.call(this, e);
          });
        handler.call(this, new MessageEvent('message', { data: { ...data, scores: feed.scores } }));
      };
    }
    override get onmessage() {
      return super.onmessage;
    }
  }
  window.Worker = FeedableWorker;
}
