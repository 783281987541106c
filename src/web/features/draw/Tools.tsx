import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { DrawColour, DrawWidth } from '../../../shared/protocol/index.ts';
import { INK } from './Canvas.tsx';

/** The pen's colours on offer: a few that read apart (white is the eraser). */
export const COLOURS = [
  'black',
  'red',
  'orange',
  'yellow',
  'green',
  'blue',
  'purple',
  'brown',
] as const satisfies readonly DrawColour[];

const WIDTHS = [4, 10, 24] as const satisfies readonly DrawWidth[];

/** The eraser: the paper's own white, wide. */
export const ERASER = { colour: 'white', width: 24 } as const;

export interface Tool {
  colour: DrawColour;
  width: DrawWidth;
}

function colourName(i18n: I18n, colour: (typeof COLOURS)[number]): string {
  switch (colour) {
    case 'black':
      return i18n._('draw.colour.black');
    case 'red':
      return i18n._('draw.colour.red');
    case 'orange':
      return i18n._('draw.colour.orange');
    case 'yellow':
      return i18n._('draw.colour.yellow');
    case 'green':
      return i18n._('draw.colour.green');
    case 'blue':
      return i18n._('draw.colour.blue');
    case 'purple':
      return i18n._('draw.colour.purple');
    case 'brown':
      return i18n._('draw.colour.brown');
  }
}

function widthName(i18n: I18n, width: (typeof WIDTHS)[number]): string {
  switch (width) {
    case 4:
      return i18n._('draw.width.thin');
    case 10:
      return i18n._('draw.width.medium');
    case 24:
      return i18n._('draw.width.thick');
  }
}

/**
 * The drawer's pen: a colour, a width, the eraser and Clear. Each choice is a toggle button
 * that says whether it is on (aria-pressed), so the choice never rests on colour alone.
 */
export function Tools({
  tool,
  onTool,
  onClear,
  canClear,
}: {
  tool: Tool;
  onTool: (tool: Tool) => void;
  onClear: () => void;
  canClear: boolean;
}) {
  const { i18n } = useLingui();
  const erasing = tool.colour === ERASER.colour;
  return (
    <div className="draw-tools">
      <div className="draw-swatches" role="group" aria-label={i18n._('draw.colours')}>
        {COLOURS.map((colour) => (
          <button
            key={colour}
            type="button"
            className="draw-swatch"
            style={{ background: INK[colour] }}
            aria-label={colourName(i18n, colour)}
            aria-pressed={tool.colour === colour}
            onClick={() => onTool({ colour, width: erasing ? 10 : tool.width })}
          />
        ))}
      </div>
      <div className="draw-pens">
        <div className="draw-widths" role="group" aria-label={i18n._('draw.widths')}>
          {WIDTHS.map((width) => (
            <button
              key={width}
              type="button"
              className="draw-width"
              aria-label={widthName(i18n, width)}
              aria-pressed={!erasing && tool.width === width}
              onClick={() => onTool({ colour: erasing ? 'black' : tool.colour, width })}
            >
              <span
                className="draw-width-dot"
                style={{ width: 4 + width / 2, height: 4 + width / 2 }}
                aria-hidden="true"
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          aria-pressed={erasing}
          onClick={() => onTool(erasing ? { colour: 'black', width: 10 } : ERASER)}
        >
          {i18n._('draw.eraser')}
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          disabled={!canClear}
          onClick={onClear}
        >
          {i18n._('draw.clear')}
        </button>
      </div>
    </div>
  );
}
