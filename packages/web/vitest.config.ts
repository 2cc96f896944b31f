import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { textsPlugin } from './texts-plugin.js';

export default defineProject({
  plugins: [textsPlugin(), react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // Whole-journey tests type a three-step form (~5 s on a busy machine): 5 s was too tight.
    testTimeout: 20_000,
  },
});
