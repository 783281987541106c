import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { directionOf } from '../../../shared/uiLocales.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { useCall } from './callStore.ts';
import { SelfCameraOff } from './MediaControls.tsx';

type Corner = 'top-right' | 'bottom-right' | 'bottom-left' | 'top-left';
const CORNERS: Corner[] = ['top-right', 'bottom-right', 'bottom-left', 'top-left'];

/** The corner nearest to where a drag was let go, within the stage. */
function nearestCorner(x: number, y: number, stage: DOMRect): Corner {
  const right = x > stage.left + stage.width / 2;
  const bottom = y > stage.top + stage.height / 2;
  return `${bottom ? 'bottom' : 'top'}-${right ? 'right' : 'left'}` as Corner;
}

/**
 * The person's own video: a small overlay over the partner's video. It can be dragged to
 * any corner (it snaps to the nearest one, so it never hides the middle of the partner's
 * face), and the button on it moves it corner by corner for keyboard and switch users.
 */
export function SelfView() {
  const { i18n } = useLingui();
  // one whole sentence per corner: a corner's name alone does not fit every language's sentence
  const moveTo: Record<Corner, string> = {
    'top-right': i18n._('chat.selfView.moveTopRight'),
    'bottom-right': i18n._('chat.selfView.moveBottomRight'),
    'bottom-left': i18n._('chat.selfView.moveBottomLeft'),
    'top-left': i18n._('chat.selfView.moveTopLeft'),
  };
  const local = useCall((s) => s.localStream);
  const facing = useCall((s) => s.facing);
  // the top corner at the end of a line: right, and left in a right-to-left language
  const [corner, setCorner] = useState<Corner>(() =>
    directionOf(currentLocale()) === 'rtl' ? 'top-left' : 'top-right',
  );
  const [drag, setDrag] = useState<{ dx: number; dy: number } | null>(null);
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (video && video.srcObject !== local) video.srcObject = local;
  }, [local]);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if ((e.target as HTMLElement).closest('button')) return;
    start.current = { x: e.clientX, y: e.clientY, id: e.pointerId };
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (start.current?.id !== e.pointerId) return;
    setDrag({ dx: e.clientX - start.current.x, dy: e.clientY - start.current.y });
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    if (start.current?.id !== e.pointerId) return;
    start.current = null;
    const stage = boxRef.current?.parentElement?.getBoundingClientRect();
    if (stage && drag && Math.hypot(drag.dx, drag.dy) > 8)
      setCorner(nearestCorner(e.clientX, e.clientY, stage));
    setDrag(null);
  };

  const nextCorner = CORNERS[(CORNERS.indexOf(corner) + 1) % CORNERS.length]!;
  return (
    <div
      ref={boxRef}
      className={`self-view is-${corner} ${drag ? 'is-dragging' : ''}`}
      style={drag ? { translate: `${drag.dx}px ${drag.dy}px` } : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        start.current = null;
        setDrag(null);
      }}
      data-testid="self-view"
    >
      <video
        ref={videoRef}
        className={`self-video ${facing === 'user' ? 'mirrored' : ''}`}
        autoPlay
        playsInline
        muted
        aria-label={i18n._('chat.selfView.label')}
      />
      <SelfCameraOff />
      <button
        type="button"
        className="self-move"
        aria-label={moveTo[nextCorner]}
        onClick={() => setCorner(nextCorner)}
      >
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M12 2v20M2 12h20M12 2l-3 3M12 2l3 3M12 22l-3-3M12 22l3-3M2 12l3-3M2 12l3 3M22 12l-3-3M22 12l-3 3"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
    </div>
  );
}
