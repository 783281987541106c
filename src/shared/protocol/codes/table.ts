/**
 * The shape of a code table: each stable `code` beside the spec's English text for it, the
 * text a function of the code's `params` when it has variables. The server sends the code (and
 * params) with the text; clients choose their words from the code alone (web/i18n/codes.ts).
 *
 * A code never changes once sent; a text may. Kept free of zod so the browser can import it.
 */
export type ParamValue = string | number;
export type Params = Record<string, ParamValue>;

/** One entry: a fixed text, or the text of the params. */
export type Entry = string | ((params: never) => string);
export type CodeTable = Record<string, Entry>;

/** The params of `T[C]` (none for a fixed text). */
export type ParamsOf<E> = E extends (params: infer P) => string ? P : undefined;

/** A refusal, notice or error of table `T`: a code, with its params when it has some. */
export type RefusalOf<T extends CodeTable> = {
  [C in keyof T & string]: ParamsOf<T[C]> extends undefined
    ? { code: C; params?: undefined }
    : { code: C; params: ParamsOf<T[C]> };
}[keyof T & string];

/** Fails to compile when two tables name the same code (each code means one thing). */
export type Disjoint<A, B> = keyof A & keyof B extends never ? true : never;
