import type { Database } from './client';

/**
 * A statement built once per database and reused: drizzle then skips rebuilding the SQL text on every call
 * (a large share of a small query's cost), and PostgreSQL keeps it prepared on each connection. For the hot
 * paths only; the statement must take all its inputs as `sql.placeholder`s.
 */
export function preparedStatement<Statement>(build: (db: Database) => Statement): (db: Database) => Statement {
  const statements = new WeakMap<Database, Statement>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
