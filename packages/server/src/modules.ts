import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ErrorCode } from '@atelier/core';
import type { Kysely } from 'kysely';
import type { AppDeps } from './app.js';
import type { Config } from './config.js';
import type { CustomerDataPlaces } from './db/customer-data.js';
import type { ExportCoverage } from './db/export-coverage.js';
import type { Database } from './db/schema.js';
import type { SmsGateway } from './integrations/sms/sms-gateway.js';
import type { RouteAccess } from './http/access.js';
import type { SecretLink } from './http/logging.js';
import type { OpenApiTag } from './http/openapi.js';
import type { CounterStore } from './infra/counter-store.js';
import type { Jobs } from './infra/jobs/jobs.js';
import type { KeyRotationReport, SecretBox } from './infra/secret-box.js';
import type { Mailer } from './mail/mailer.js';
import type { PdfRenderer } from './pdf/pool.js';
import type { PdfTaskKind } from './pdf/tasks.js';

/** What every module is built from: the infrastructure app.ts made, and the other modules. */
export type ModuleContext = {
  /** For lifecycle hooks (onReady, preClose, onClose) and the HTTP server; routes come in `routes`. */
  app: FastifyInstance;
  config: Config;
  db: Kysely<Database>;
  counters: CounterStore;
  mailer: Mailer;
  /** The HTTP SMS gateway (integrations/sms): `configured` is false without SMS_GATEWAY_URL, and every send then fails with `not_configured`. */
  sms: SmsGateway;
  jobs: Jobs;
  renderer: PdfRenderer;
  now: () => Date;
  log: FastifyBaseLogger;
  /** The site is served over HTTPS (secure cookies). */
  https: boolean;
  /** What buildApp's caller passed: secrets, adapters, tunings. */
  deps: AppDeps;
  /** Every table of the database in the data export, as the modules declare them (app-modules.ts EXPORT_TABLES). */
  exportTables: ExportCoverage;
  /** Every module's places holding a customer's personal data (app-modules.ts CUSTOMER_DATA): a customer's export and erasure walk them. */
  customerData: CustomerDataPlaces;
  /** Every module's links that carry a secret (app-modules.ts SECRET_LINKS): the log masks them, the site serves their pages privately. */
  secretLinks: readonly SecretLink[];
  /** Another module's services, built first if they are not yet (a module used before it is listed is fine; a cycle throws). */
  use: <S>(module: ServerModule<S>) => Promise<S>;
};

/**
 * What a feature shows the application through its index.ts (DESIGN.md "Features are modules").
 * app-modules.ts lists the modules; app.ts builds each (`create`), then registers their app-level
 * hooks (`decorate`) and their routes under /api (`routes`) in the list's order, and assembles the
 * route-access table, the PDF pool's task kinds, the data export's tables and the OpenAPI tags from them.
 */
export type ServerModule<S = unknown> = {
  name: string;
  /** Who may call each of its routes (`METHOD /api/path`); http/routes.int.test.ts walks them all. */
  access: RouteAccess;
  /** Its own error codes and their statuses (core's errors/<feature>.ts; ERROR_STATUS merges them). */
  errors?: Readonly<Partial<Record<ErrorCode, number>>>;
  /** The default message of each of its codes (core's errors/<feature>.ts, beside the statuses; errors.ts merges them). */
  errorMessages?: Readonly<Partial<Record<ErrorCode, string>>>;
  /** The tables it owns, each exported in the data export (a CSV, or a file of its own) or left out with the reason. */
  exportTables?: ExportCoverage;
  /**
   * Where it keeps a customer's personal data outside the documents (a send to them, a reminder's
   * log): what one customer's export gives and their erasure takes away (db/customer-data.ts).
   */
  customerData?: CustomerDataPlaces;
  /**
   * The OpenAPI tags its routes use: a tag it describes (name and one line), or the name of a tag
   * another module describes (several features have calls under `admin`, `account`, `documents`).
   */
  apiTags?: readonly (OpenApiTag | string)[];
  /**
   * The links it makes that carry a secret (a token in the path or the query: mailed, or shown to be
   * copied): every log line writes them with the secret replaced (http/logging.ts). A new kind of
   * secret link is declared here, beside the routes and pages that read it.
   */
  secretLinks?: readonly SecretLink[];
  /** Kinds of task it runs on the PDF workers. */
  pdfTasks?: readonly PdfTaskKind<unknown>[];
  /**
   * Re-seals the secrets it keeps encrypted (infra/secret-box.ts) under the box's current key,
   * opening older ones with the previous keys: `npm run rotate-key` runs every module's. Idempotent.
   */
  rotateKey?: (input: { db: Kysely<Database>; box: SecretBox }) => Promise<KeyRotationReport>;
  /** Builds its services (and registers its jobs, document hooks and lifecycle hooks). */
  create: (ctx: ModuleContext) => S | Promise<S>;
  /** Its routes, under the /api prefix. Method syntax: a list of modules holds any services' type. */
  routes(api: FastifyInstance, services: S, ctx: ModuleContext): void;
  /** App-level hooks and routes outside /api (the auth guard, the public pages), after the infrastructure's. */
  decorate?(app: FastifyInstance, services: S, ctx: ModuleContext): void;
};

/** The route-access table of the whole app; a route declared by two modules is a mistake. */
export const routeAccess = (tables: readonly { name: string; access: RouteAccess }[]): RouteAccess => {
  const all: Record<string, RouteAccess[string]> = {};
  const owner = new Map<string, string>();
  for (const { name, access } of tables) {
    for (const [route, level] of Object.entries(access)) {
      const other = owner.get(route);
      if (other) throw new Error(`route ${route} is declared by both ${other} and ${name}`);
      owner.set(route, name);
      all[route] = level;
    }
  }
  return all;
};

/**
 * The OpenAPI document's list of tags, in the order the modules describe them. Each tag is described
 * by one module; a tag a module names without describing must be described by another.
 */
export const openApiTags = (owners: readonly { name: string; apiTags?: readonly (OpenApiTag | string)[] }[]): OpenApiTag[] => {
  const described = new Map<string, { tag: OpenApiTag; by: string }>();
  const named = new Map<string, string>();
  for (const { name, apiTags } of owners) {
    for (const tag of apiTags ?? []) {
      if (typeof tag === 'string') {
        named.set(tag, name);
        continue;
      }
      const other = described.get(tag.name);
      if (other) throw new Error(`OpenAPI tag ${tag.name} is described by both ${other.by} and ${name}`);
      described.set(tag.name, { tag, by: name });
    }
  }
  for (const [tag, by] of named) if (!described.has(tag)) throw new Error(`OpenAPI tag ${tag} of ${by} is described by no module`);
  return [...described.values()].map(({ tag }) => tag);
};

/**
 * The context the modules are built with. Its `use` builds a module on demand, once: one module's
 * `create` builds the ones it needs first, so the list's order is only the order of the routes.
 */
export const moduleContext = (base: Omit<ModuleContext, 'use'>): ModuleContext => {
  const built = new Map<ServerModule<unknown>, Promise<unknown>>();
  const building: string[] = [];
  const use = async <S>(module: ServerModule<S>): Promise<S> => {
    if (building.includes(module.name)) throw new Error(`modules use each other: ${[...building, module.name].join(' → ')}`);
    const known = built.get(module as ServerModule<unknown>);
    if (known) return known as Promise<S>;
    building.push(module.name);
    const made = Promise.resolve(module.create(context));
    built.set(module as ServerModule<unknown>, made);
    try {
      return await made;
    } finally {
      building.splice(building.indexOf(module.name), 1);
    }
  };
  const context: ModuleContext = { ...base, use };
  return context;
};

/** A module with its services' type taken from what `create` returns. */
export const defineModule = <S>(module: ServerModule<S>): ServerModule<S> => module;
