import { Migration } from '@mikro-orm/migrations';

/**
 * Sources are stored lower-cased from now on (core/lead-source.ts): rows stored before, such as
 * "slide_out_NewsLetter" from /?quote=NewsLetter, take the same spelling, so the desk's filter, export and
 * figures find them. The original letter case carried no meaning, so there is nothing to restore.
 */
export class Migration20261126120000_lower_case_sources extends Migration {

  override name = 'Migration20261126120000_lower_case_sources';

  override up(): void | Promise<void> {
    this.addSql(`update "lead" set "source" = lower("source") where "source" <> lower("source");`);
    this.addSql(`update "quote_request" set "source" = lower("source") where "source" <> lower("source");`);
  }

  override down(): void | Promise<void> {
  }

}
