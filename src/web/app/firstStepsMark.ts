/**
 * The performance mark Home sets as it starts fetching a first search's code while idle
 * (firstSteps.ts): everything fetched after it is ahead of a click, not part of the page's load,
 * and e2e/budgets.test.ts counts it apart. Its own module so the test reads it without the app.
 */
export const FIRST_STEPS_MARK = 'matchup:first-steps-preload';
