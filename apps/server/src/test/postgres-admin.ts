/** Runs one statement on the PostgreSQL server at `url` (creating or dropping a database). */
export async function adminQuery(url: string, statement: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The address of database `name` on the PostgreSQL server at `url`. */
export function databaseUrl(url: string, name: string): string {
  const scoped = new URL(url);
  scoped.pathname = `/${name}`;
  return scoped.toString();
}
