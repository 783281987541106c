import type { z } from 'zod';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a route parses from a request: its path params, query and body, each a zod schema. */
export interface RouteInput {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
}

/**
 * Every route a module registers, keyed `"METHOD /path"`, with the schemas its handler parses
 * (`{}` for a route that reads no input). docs/protocol.md is generated from these, and the
 * generator refuses a registered route that no module declares here.
 */
export type RouteInputs = Partial<Record<`${Method} /${string}`, RouteInput>>;

export const routeInputs = <const T extends RouteInputs>(inputs: T): T => inputs;
