/** The address of a PostgreSQL URL without its password, for messages. */
export const redactUrl = (url: string): string => {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(invalid URL)';
  }
};

const errorCode = (error: unknown): string | undefined => {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, errors } = error as { code?: unknown; errors?: unknown };
  if (typeof code === 'string') return code;
  // Node's happy-eyeballs connect (localhost: ::1 then 127.0.0.1) fails with an AggregateError.
  return Array.isArray(errors) ? errorCode(errors[0]) : undefined;
};

/**
 * One line saying why PostgreSQL could not be reached or refused us, instead of a stack trace;
 * undefined when the error is something else.
 */
export const describeConnectionError = (error: unknown, url: string): string | undefined => {
  const parsed = URL.canParse(url) ? new URL(url) : undefined;
  const where = parsed ? `${parsed.hostname}:${parsed.port || '5432'}` : 'the given address';
  const user = parsed ? decodeURIComponent(parsed.username) || 'the default user' : 'the user';
  const database = parsed ? decodeURIComponent(parsed.pathname.slice(1)) || 'the default database' : 'the database';
  switch (errorCode(error)) {
    case 'ECONNREFUSED':
      return `Cannot connect to PostgreSQL at ${where}: connection refused (is it running, on that host and port?)`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `Cannot connect to PostgreSQL: host ${parsed?.hostname ?? ''} not found`;
    case 'ETIMEDOUT':
      return `Cannot connect to PostgreSQL at ${where}: timed out`;
    case '28P01':
      return `PostgreSQL at ${where} refused the password of user "${user}"`;
    case '28000':
      return `PostgreSQL at ${where} refused user "${user}" (no such role, or pg_hba.conf does not allow it)`;
    case '3D000':
      return `Database "${database}" does not exist on ${where}: create it first (createdb), empty`;
    default:
      return undefined;
  }
};
