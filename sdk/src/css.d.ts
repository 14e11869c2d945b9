/** A stylesheet imported as its text (minified by the build, see tsup.config.ts; Vite does the same). */
declare module '*.css?inline' {
  const css: string;
  export default css;
}
