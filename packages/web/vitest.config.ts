import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { textsPlugin } from './texts-plugin.js';

export default defineProject({
  plugins: [textsPlugin(), react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/fresh-modules.ts', './src/test/setup.ts'],
    // One worker's files share the libraries they import (test/fresh-modules.ts): a third of the
    // project's time was every file importing React, Mantine and the app again.
    isolate: false,
    restoreMocks: true,
    // Whole-journey tests type a three-step form (~5 s on a busy machine): 5 s was too tight.
    testTimeout: 20_000,
  },
});
