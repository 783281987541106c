import { useLingui } from '@lingui/react';
import { useRef, type KeyboardEvent } from 'react';
import type { ConnectFourCell, ConnectFourSpot } from '../../../shared/protocol/index.ts';
import { CONNECT4 } from '../../../shared/protocol/connect4.ts';

const ROWS = Array.from({ length: CONNECT4.rows }, (_, i) => CONNECT4.rows - 1 - i);

function Disc({ cell, mark }: { cell: ConnectFourCell; mark: 'last' | 'line' | '' }) {
  return (
    <span className={`c4-cell ${mark ? `is-${mark}` : ''}`}>
      {cell && <span className={`c4-disc is-${cell}`} />}
    </span>
  );
}

/**
 * The 7×6 board, left to right on every page (both players see the same board, whatever
 * their language's direction). Each column is one button, so a disc is one Tab and Enter
 * away; arrows move between columns. `onDrop` absent: the board is only shown.
 */
export function Board({
  columns,
  last,
  line = [],
  onDrop,
  canDrop = () => false,
}: {
  columns: ConnectFourCell[][];
  last?: ConnectFourSpot | undefined;
  line?: ConnectFourSpot[];
  onDrop?: (column: number) => void;
  canDrop?: (column: number) => boolean;
}) {
  const { i18n } = useLingui();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const markOf = (column: number, row: number) => {
    if (line.some((s) => s.column === column && s.row === row)) return 'line';
    return last?.column === column && last.row === row ? 'last' : '';
  };
  const onKeyDown = (e: KeyboardEvent, column: number) => {
    const step = {
      ArrowLeft: -1,
      ArrowRight: 1,
      Home: -column,
      End: CONNECT4.columns - 1 - column,
    }[e.key];
    if (step === undefined) return;
    e.preventDefault();
    const next = Math.min(CONNECT4.columns - 1, Math.max(0, column + step));
    buttons.current[next]?.focus();
  };
  const cells = (column: number) =>
    ROWS.map((row) => (
      <Disc key={row} cell={columns[column]?.[row] ?? null} mark={markOf(column, row)} />
    ));
  return (
    <div
      className="c4-board"
      dir="ltr"
      role="group"
      aria-label={i18n._('connect4.board')}
      data-testid="c4-board"
    >
      {columns.map((discs, column) => {
        const free = CONNECT4.rows - discs.length;
        const number = new Intl.NumberFormat(i18n.locale).format(column + 1);
        const label =
          free > 0
            ? i18n._('connect4.column.free', { column: number, free })
            : i18n._('connect4.column.full', { column: number });
        if (!onDrop)
          return (
            <div key={column} className="c4-column">
              {cells(column)}
            </div>
          );
        const enabled = canDrop(column);
        return (
          <button
            key={column}
            ref={(el) => {
              buttons.current[column] = el;
            }}
            type="button"
            className="c4-column"
            aria-label={label}
            // still focusable off turn: the person's place on the board does not jump away
            aria-disabled={!enabled}
            data-column={column}
            onClick={() => enabled && onDrop(column)}
            onKeyDown={(e) => onKeyDown(e, column)}
          >
            {cells(column)}
          </button>
        );
      })}
    </div>
  );
}
