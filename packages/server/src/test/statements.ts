/**
 * Records the statements the app sends to its database (one per round trip, BEGIN and COMMIT
 * included), so a test can count those of one request: give `onStatement` to openTestDatabase.
 */
export const statementLog = () => {
  let recording: string[] | undefined;
  return {
    onStatement: (text: string) => void recording?.push(text.replace(/\s+/g, ' ').trim()),
    /** The statements sent while `work` ran (nothing else may use the database meanwhile). */
    during: async (work: () => Promise<unknown>): Promise<string[]> => {
      const statements: string[] = [];
      recording = statements;
      try {
        await work();
      } finally {
        recording = undefined;
      }
      return statements;
    },
  };
};

/** The session lookup of authentication (auth.service.ts), which reads at most every 5 s per user. */
export const isSessionRead = (text: string) => text.startsWith('select') && text.includes('as "session_revoked"') && text.includes('from "users"');
