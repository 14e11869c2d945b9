// autocannon ships no types; the bench reads a handful of its result fields (load.ts).
declare module 'autocannon';
