import { Migration } from '@mikro-orm/migrations';
import { FACTS_SEEDED_BY, STARTING_FACTS } from '../src/company-facts/starting-facts.js';

/** A PostgreSQL string literal. */
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * The awards, magazine features and testimonials become rows the team edits (docs/product.md#253-company-facts),
 * starting with what the pages showed until now, in their order and unconfirmed: nobody has yet said each is true.
 */
export class Migration20261126172000_company_facts extends Migration {

  override name = 'Migration20261126172000_company_facts';

  override up(): void | Promise<void> {
    this.addSql(`create table "company_fact" ("id" uuid not null, "kind" varchar(16) not null, "position" int not null, "fields" jsonb not null, "image_id" uuid null, "confirmed_by" varchar(64) null, "confirmed_at" timestamptz null, "updated_by" varchar(64) not null, "updated_at" timestamptz not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "company_fact_kind_position_index" on "company_fact" ("kind", "position");`);
    const positions = new Map<string, number>();
    const rows = STARTING_FACTS.map(({ kind, fields }) => {
      const position = (positions.get(kind) ?? 0) + 1;
      positions.set(kind, position);
      return `(gen_random_uuid(), ${literal(kind)}, ${position}, ${literal(JSON.stringify(fields))}::jsonb, ${literal(FACTS_SEEDED_BY)}, now(), now())`;
    });
    this.addSql(`insert into "company_fact" ("id", "kind", "position", "fields", "updated_by", "updated_at", "created_at") values ${rows.join(',\n')};`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "company_fact" cascade;`);
  }

}
