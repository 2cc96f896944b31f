// Vite's import.meta.glob, which Vitest provides: the catalog tests load every catalog/*.json
// with it, since core has no Node types (it runs in the browser too).
interface ImportMeta {
  glob<T = unknown>(pattern: string | string[], options: { eager: true; import?: string }): Record<string, T>;
}

// Vite's ?raw imports: the docs test reads the example of docs/form-definitions.md.
declare module '*?raw' {
  const text: string;
  export default text;
}
