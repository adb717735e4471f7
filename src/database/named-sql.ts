/**
 * SQL with named values (`:since`), turned into the positional `?` form MikroORM's `execute` takes: a value
 * is paired with its placeholder by name, never by its place in a hand-ordered array. A name may appear
 * several times; `::type` casts are left alone. A name without a value throws, so a typo fails at once.
 */
export function namedSql(text: string, values: Record<string, unknown>): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const sql = text.replace(/(?<![:\w]):([A-Za-z_]\w*)/g, (_, name: string) => {
    if (!Object.prototype.hasOwnProperty.call(values, name)) throw new Error(`namedSql: no value for :${name}`);
    params.push(values[name]);
    return '?';
  });
  return { sql, params };
}
