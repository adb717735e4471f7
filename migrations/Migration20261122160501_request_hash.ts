import { Migration } from '@mikro-orm/migrations';

export class Migration20261122160501_request_hash extends Migration {

  override name = 'Migration20261122160501_request_hash';

  override up(): void | Promise<void> {
    this.addSql(`alter table "quote_request" add "request_hash" varchar(64) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "quote_request" drop column "request_hash";`);
  }

}
