export const MINIMUM_NODE: readonly [number, number];
export function nodeVersionProblem(version: string): string | null;
export function typeScriptFlags(version: string): string[];
export const SEMI_SPACE_MB: number;
export function serverNodeFlags(version: string): string[];
