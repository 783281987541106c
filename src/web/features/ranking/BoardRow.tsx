import { useLingui } from '@lingui/react';
import type { LeaderboardItem } from '../../../shared/protocol/points.ts';
import { Flag } from '../../components/Flag.tsx';
import { compactPoints, formatCount, medalFor, playerName } from './format.ts';

/** Drawn, not emoji: it looks the same on every system, with or without an emoji font. */
function Medal({ kind, label }: ReturnType<typeof medalFor>) {
  if (kind === 'diamond') {
    return (
      <svg
        className="board-medal"
        viewBox="0 0 20 20"
        width="18"
        height="18"
        role="img"
        aria-label={label}
      >
        <path d="M5 3h10l4 5-9 10L1 8z" fill="var(--teal)" />
        <path d="M1 8h18M5 3l5 15 5-15" fill="none" stroke="rgb(0 0 0 / 0.25)" strokeWidth="1" />
      </svg>
    );
  }
  return (
    <svg
      className="board-medal"
      viewBox="0 0 32 32"
      width="30"
      height="30"
      role="img"
      aria-label={label}
    >
      <path d="M9 1h6l3 9h-6zM23 1h-6l-3 9h6z" fill="var(--accent)" />
      <circle cx="16" cy="20" r="10" fill={`var(--${kind})`} />
      <circle cx="16" cy="20" r="6.5" fill="none" stroke="rgb(0 0 0 / 0.22)" strokeWidth="1.5" />
    </svg>
  );
}

export function BoardRow({
  item,
  rank,
  mine = false,
}: {
  item: LeaderboardItem;
  rank: number;
  /** the signed-in player's own row, highlighted */
  mine?: boolean;
}) {
  const { i18n } = useLingui();
  const medal = medalFor(rank);
  const top = rank <= 3 ? ` board-top board-top-${rank}` : '';
  return (
    <li className={`board-row${top}${mine ? ' is-me' : ''}`} aria-current={mine || undefined}>
      <span className="board-rank">
        <Medal kind={medal.kind} label={medal.label} />
        <span className="board-position">{formatCount(rank)}</span>
      </span>
      <span className="board-player">
        <span className="board-name">{playerName(item)}</span>
        {mine && <span className="board-you">{i18n._('ranking.row.you')}</span>}
        <Flag code={item.countryCode} />
      </span>
      <span
        className="board-wl"
        aria-label={i18n._('ranking.row.winsLosses', { wins: item.wins, losses: item.losses })}
      >
        <span className="board-w">
          {i18n._('ranking.row.winsShort', { wins: formatCount(item.wins) })}
        </span>
        <span className="board-l">
          {i18n._('ranking.row.lossesShort', { losses: formatCount(item.losses) })}
        </span>
      </span>
      <span
        className="board-points"
        title={i18n._('ranking.points', { count: item.points, points: formatCount(item.points) })}
      >
        {compactPoints(item.points)}
        <span className="muted"> {i18n._('ranking.row.pts')}</span>
      </span>
    </li>
  );
}

export function SkeletonRows({ count }: { count: number }) {
  return Array.from({ length: count }, (_, i) => (
    <li key={i} className="board-row board-skeleton" aria-hidden="true">
      <span className="skeleton" />
      <span className="skeleton" />
      <span className="skeleton" />
      <span className="skeleton" />
    </li>
  ));
}
