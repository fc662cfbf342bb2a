import type pg from 'pg';

/** A table of the application's schema, with the columns a backup carries (generated ones are recomputed). */
export interface TableInfo {
  name: string;
  columns: string[];
  /** Tables whose rows this one references (other than itself). */
  references: string[];
  /** True when a row may reference another row of the same table: its rows load in one statement. */
  selfReferencing: boolean;
}

export const APP_SCHEMA = 'public';

/**
 * Every table of the application's schema in an order that loads without breaking a foreign key:
 * a table comes after every table it references. Migrations own the schema, so a restore recreates
 * it with them and a backup carries rows only.
 */
export async function tablesInLoadOrder(client: pg.ClientBase): Promise<TableInfo[]> {
  const { rows: tables } = await client.query<{ name: string; columns: string[] }>(
    `select c.relname as name,
            array_agg(a.attname::text order by a.attnum) as columns
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      where n.nspname = $1 and c.relkind in ('r', 'p')
      group by c.relname`,
    [APP_SCHEMA],
  );
  const { rows: fks } = await client.query<{ child: string; parent: string }>(
    `select distinct cl.relname as child, pl.relname as parent
       from pg_constraint k
       join pg_class cl on cl.oid = k.conrelid
       join pg_class pl on pl.oid = k.confrelid
       join pg_namespace n on n.oid = cl.relnamespace
      where k.contype = 'f' and n.nspname = $1`,
    [APP_SCHEMA],
  );
  const infos = new Map<string, TableInfo>();
  for (const t of tables.sort((a, b) => a.name.localeCompare(b.name))) {
    infos.set(t.name, { name: t.name, columns: t.columns, references: [], selfReferencing: false });
  }
  for (const fk of fks) {
    const info = infos.get(fk.child);
    if (!info) continue;
    if (fk.child === fk.parent) info.selfReferencing = true;
    else info.references.push(fk.parent);
  }
  return topologicalOrder(infos);
}

function topologicalOrder(infos: Map<string, TableInfo>): TableInfo[] {
  const ordered: TableInfo[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string, path: string[]) => {
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'visiting') {
      throw new Error(
        `Tables reference each other in a cycle (${[...path, name].join(' → ')}); a backup cannot order them.`,
      );
    }
    state.set(name, 'visiting');
    const info = infos.get(name)!;
    for (const parent of info.references) if (infos.has(parent)) visit(parent, [...path, name]);
    state.set(name, 'done');
    ordered.push(info);
  };
  for (const name of infos.keys()) visit(name, []);
  return ordered;
}

/** The migrations applied to this database, oldest first (drizzle's journal), to refuse a restore across versions. */
export async function appliedMigrations(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ hash: string }>(
    `select hash from drizzle.__drizzle_migrations order by created_at, id`,
  );
  return rows.map((r) => r.hash);
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
