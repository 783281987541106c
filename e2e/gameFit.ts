import type { Page } from 'playwright-core';

/**
 * What of `selectors` (each must match at least once, every match counts) a person cannot see
 * without scrolling: outside the viewport, cut by the Games panel's scroll box, or hidden; and
 * whether that box is scrolled. Read in one go in the page, so a turn ending meanwhile cannot
 * mix two states. Returns null when the first selector matches nothing (that state is over).
 */
export function unseen(page: Page, selectors: string[]): Promise<string[] | null> {
  return page.evaluate((sels) => {
    const body = document.querySelector<HTMLElement>('.game-panel-body');
    if (!body || !document.querySelector(sels[0]!)) return null;
    const box = body.getBoundingClientRect();
    const problems: string[] = [];
    if (body.scrollTop > 0) problems.push(`the panel is scrolled by ${body.scrollTop}px`);
    for (const sel of sels) {
      const found = [...document.querySelectorAll<HTMLElement>(sel)];
      if (!found.length) problems.push(`${sel}: not there`);
      for (const [i, el] of found.entries()) {
        const r = el.getBoundingClientRect();
        const at = `${sel}[${i}] at ${Math.round(r.top)}..${Math.round(r.bottom)}`;
        if (!el.checkVisibility({ visibilityProperty: true })) problems.push(`${at}: hidden`);
        else if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth)
          problems.push(`${at}: outside the ${innerWidth}x${innerHeight} viewport`);
        else if (body.contains(el) && (r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5))
          problems.push(`${at}: below the panel's fold (${Math.round(box.bottom)})`);
      }
    }
    return problems;
  }, selectors);
}

/** What a trivia turn needs in view: the question, the four answers, the timer, End Challenge. */
export const TRIVIA_TURN = [
  '.trivia-question h3',
  '.trivia-choice',
  '.trivia-panel [role=timer]',
  '.trivia-end',
];
/** A Read my mind round: the question, the four options, the timer and Lock in. */
export const MIND_TURN = [
  '.mind-form',
  '.mind-question',
  '.mind-option',
  '.mind-panel [role=timer]',
  '.mind-form [type=submit]',
  '.mind-scores .btn',
];
/** A laugh turn: the role, the goal, the timer, Quit challenge (and End turn for the Jokester). */
export const LAUGH_TURN = [
  ".laugh-panel[data-phase='active'] .laugh-goal",
  '.laugh-role',
  '.laugh-panel [role=timer]',
  '.laugh-actions .btn',
];
/** The Statue also sees its camera check. */
export const LAUGH_STATUE = [...LAUGH_TURN, '.laugh-camera video', '.laugh-camera-status'];

/** A result: its title, its lines (the score, the reward), the buttons to move on. */
const result = (game: string) => [
  `.${game}-result h3`,
  `.${game}-result p`,
  `.${game}-result .btn`,
];
export const RESULT = {
  trivia: result('trivia'),
  // and who chose and guessed what in the last round
  mind: [...result('mind'), '.mind-result li'],
  laugh: result('laugh'),
};
