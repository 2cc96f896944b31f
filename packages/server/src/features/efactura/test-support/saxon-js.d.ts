// saxon-js 2.7 ships no types; only what official-rules.ts uses.
declare module 'saxon-js' {
  type TransformOptions = { stylesheetInternal: unknown; sourceText: string; destination: 'serialized' };
  const SaxonJS: { transform: (options: TransformOptions, mode: 'sync') => { principalResult: string } };
  export default SaxonJS;
}
