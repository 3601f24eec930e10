// PostgreSQL only: a new, empty database owned by a role of its own (the
// owner, who migrates) beside a second login role for the api, the way
// docs/operations/deploy.md#database-roles sets production up. The test server
// trusts every local login, so the roles need no password.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { databaseUrl } from './postgres-urls.js';
import './provided-context.js';

export interface TwoRoles {
  /** The owner's URL (MIGRATION_DATABASE_URL). */
  ownerUrl: string;
  /** The api's URL (DATABASE_URL). */
  apiUrl: string;
  apiRole: string;
  /** The test server's superuser on this database. */
  superuserUrl: string;
  dispose(): Promise<void>;
}

function asRole(url: string, role: string): string {
  const withRole = new URL(url);
  withRole.username = role;
  withRole.password = '';
  return withRole.toString();
}

export async function twoRoleDatabase(): Promise<TwoRoles> {
  const provided = inject('testDatabase');
  if (provided.engine !== 'postgres') throw new Error('twoRoleDatabase: PostgreSQL only');
  const suffix = randomBytes(5).toString('hex');
  const owner = `velas_owner_${suffix}`;
  const api = `velas_api_${suffix}`;
  const name = `velas_roles_${suffix}`;
  const admin = new pg.Client({ connectionString: provided.serverUrl });
  await admin.connect();
  await admin.query(`CREATE ROLE ${owner} LOGIN`);
  await admin.query(`CREATE ROLE ${api} LOGIN`);
  await admin.query(`CREATE DATABASE ${name} OWNER ${owner}`);
  const superuserUrl = databaseUrl(provided.serverUrl, name);
  return {
    ownerUrl: asRole(superuserUrl, owner),
    apiUrl: asRole(superuserUrl, api),
    apiRole: api,
    superuserUrl,
    dispose: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.query(`DROP ROLE IF EXISTS ${api}`);
      await admin.query(`DROP ROLE IF EXISTS ${owner}`);
      await admin.end();
    },
  };
}
