import { Migration } from '@mikro-orm/migrations';

export class Migration20261126190000_form_repeats extends Migration {

  override name = 'Migration20261126190000_form_repeats';

  override up(): void | Promise<void> {
    this.addSql(`create index "quote_request_request_hash_index" on "quote_request" ("request_hash");`);
    this.addSql(`create index "freight_agent_inquiry_request_hash_index" on "freight_agent_inquiry" ("request_hash");`);
    this.addSql(`create index "carrier_application_request_hash_index" on "carrier_application" ("request_hash");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "quote_request_request_hash_index";`);
    this.addSql(`drop index if exists "freight_agent_inquiry_request_hash_index";`);
    this.addSql(`drop index if exists "carrier_application_request_hash_index";`);
  }

}
