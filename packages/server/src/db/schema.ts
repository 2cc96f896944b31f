import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export type UsersTable = {
  id: string;
  email: string;
  password_hash: string;
  is_admin: Generated<boolean>;
  created_at: CreatedAt;
  trial_ends_at: Timestamp;
  /** Access tokens issued before this instant are refused (set by a password reset). */
  tokens_valid_after: Timestamp;
};

export type RefreshTokensTable = {
  id: string;
  user_id: string;
  family_id: string;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  rotated_at: Timestamp | null;
  revoked_at: Timestamp | null;
};

export type PasswordResetsTable = {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Timestamp | null;
};

export type SubscriptionsTable = {
  id: string;
  user_id: string;
  starts_at: Timestamp;
  ends_at: Timestamp;
  created_at: CreatedAt;
};

export type SchemaMigrationsTable = {
  id: string;
  applied_at: CreatedAt;
};

export type Database = {
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  password_resets: PasswordResetsTable;
  subscriptions: SubscriptionsTable;
  schema_migrations: SchemaMigrationsTable;
};

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type RefreshTokenRow = Selectable<RefreshTokensTable>;
export type PasswordResetRow = Selectable<PasswordResetsTable>;
