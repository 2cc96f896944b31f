// linebreak 1.1.0 (pdfkit's own line breaker) ships no types; only what pdfkit-tuning.ts uses.
declare module 'linebreak' {
  export default class LineBreaker {
    constructor(text: string);
    nextBreak(): { position: number; required: boolean } | null;
  }
}
