import { Migration } from '@mikro-orm/migrations';
import { SEED_APPROVER, SEED_REASON } from '../core/approved-claims.js';
import { APPROVED_CLAIMS } from '../src/content-audit/approved-claims.js';

/** A PostgreSQL string literal. */
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * The approved marketing claims become rows the team edits (docs/product.md#231-approved-marketing-claims),
 * starting with the list the code held until now. The list shows the newest claims first, so each row is
 * dated a millisecond before the one above it: the starting list keeps its order, under every later claim.
 */
export class Migration20261126170200_approved_claims extends Migration {

  override name = 'Migration20261126170200_approved_claims';

  override up(): void | Promise<void> {
    this.addSql(`create table "approved_claim" ("id" uuid not null, "claim" varchar(300) not null, "figures" text[] not null, "reason" varchar(500) not null, "approved_by" varchar(64) not null, "approved_at" timestamptz not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "approved_claim_approved_at_index" on "approved_claim" ("approved_at");`);
    const rows = APPROVED_CLAIMS.map(
      ({ claim, figures }, i) =>
        `(gen_random_uuid(), ${literal(claim)}, array[${figures.map(literal).join(', ')}]::text[], ${literal(SEED_REASON)}, ${literal(SEED_APPROVER)}, now() - make_interval(secs => ${i / 1000}), now() - make_interval(secs => ${i / 1000}))`,
    );
    this.addSql(`insert into "approved_claim" ("id", "claim", "figures", "reason", "approved_by", "approved_at", "created_at") values ${rows.join(',\n')};`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "approved_claim" cascade;`);
  }

}
