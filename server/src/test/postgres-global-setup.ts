import type { TestProject } from 'vitest/node';
import { startPostgresCluster, type PostgresCluster } from './postgres-cluster.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The throwaway cluster's superuser URL; each test file makes its own database in it. */
    postgresUrl: string;
  }
}

let cluster: PostgresCluster | undefined;

/** The server project's one PostgreSQL, for the library tests on that engine. */
export async function setup(project: TestProject): Promise<void> {
  cluster = await startPostgresCluster();
  project.provide('postgresUrl', cluster.url);
}

export async function teardown(): Promise<void> {
  await cluster?.remove();
  cluster = undefined;
}
