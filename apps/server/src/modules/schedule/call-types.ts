import type { z } from 'zod';
import type { CallDef } from '@placar/contract/call';

/** The parsed input of a call, as its handler receives it (defaults applied). */
export type InputOf<C> =
  C extends CallDef<infer Q, infer B, z.ZodType>
    ? Q extends z.ZodType
      ? z.output<Q>
      : B extends z.ZodType
        ? z.output<B>
        : never
    : never;
