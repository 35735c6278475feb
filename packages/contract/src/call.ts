import type { z } from 'zod';
import { withTextRule } from './text-rule.ts';

/** Who may make a call (requirement roles): feed is a data-feed credential, or an admin. */
export type Role = 'any' | 'user' | 'anchor' | 'admin' | 'feed';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call of requirement calls: the path after the API base (`/api`), its method and role,
 * and the schemas that validate its input and describe its `data`.
 */
export interface CallDef<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> {
  method: Method;
  path: string;
  role: Role;
  summary: string;
  tag: string;
  query?: Q;
  body?: B;
  data: R;
  /**
   * The answer holds tokens (a session): it is never kept for a repeated request key, never
   * cached, and sets the refresh-token cookie.
   */
  carriesTokens?: true;
  /**
   * A heartbeat: the page sends the same body again on purpose every few seconds, and each must
   * take effect, so a repeated X-Request-Key is never answered from the duplicate window
   * (decision 0107).
   */
  heartbeat?: true;
}

export function defineCall<
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
>(def: CallDef<Q, B, R>): DefinedCall<Q, B, R> {
  // Every string a call takes, in any field, follows the text rule (text-rule.ts).
  return {
    ...def,
    ...(def.query === undefined ? {} : { query: withTextRule(def.query) }),
    ...(def.body === undefined ? {} : { body: withTextRule(def.body) }),
  } as DefinedCall<Q, B, R>;
}

/** A call as defined: the query and body it was given are known to be there. */
export type DefinedCall<
  Q extends z.ZodType | undefined,
  B extends z.ZodType | undefined,
  R extends z.ZodType,
> = CallDef<Q, B, R> & (Q extends z.ZodType ? { query: Q } : unknown) & (B extends z.ZodType ? { body: B } : unknown);

export type CallQuery<C> =
  C extends CallDef<infer Q, z.ZodType | undefined, z.ZodType> ? (Q extends z.ZodType ? z.input<Q> : undefined) : never;
export type CallBody<C> =
  C extends CallDef<z.ZodType | undefined, infer B, z.ZodType> ? (B extends z.ZodType ? z.input<B> : undefined) : never;
export type CallData<C> =
  C extends CallDef<z.ZodType | undefined, z.ZodType | undefined, infer R> ? z.output<R> : never;
