import type { E, ResponseOf } from '@trilha/sdk/contract';
import type { z } from 'zod';

type Table = typeof E;

/** 'certificates.download' and the rest: every name of the endpoint table. */
export type EntryName = {
  [R in keyof Table]: { [C in keyof Table[R]]: `${R & string}.${C & string}` }[keyof Table[R]];
}[keyof Table];

type EntryOf<N> = N extends `${infer R extends keyof Table & string}.${infer C}`
  ? C extends keyof Table[R]
    ? Table[R][C]
    : never
  : never;

/**
 * Response schemas by entry name. Each must parse to the entry's response type (its output is
 * assignable to R), so a field added to a shape in the contract without its schema fails tsc.
 */
export type ResponseSchemas = {
  [N in EntryName]?: EntryOf<N> extends { answer: 'json' } ? z.ZodType<ResponseOf<EntryOf<N>>> : never;
};
