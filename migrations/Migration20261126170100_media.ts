import { Migration } from '@mikro-orm/migrations';

export class Migration20261126170100_media extends Migration {

  override name = 'Migration20261126170100_media';

  override up(): void | Promise<void> {
    this.addSql(`create table "media_image" ("id" uuid not null, "sha256" varchar(64) not null, "source_type" varchar(8) not null, "width" int not null, "height" int not null, "alt" varchar(200) not null, "uploaded_by" varchar(64) not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "media_image_sha256_index" on "media_image" ("sha256");`);

    this.addSql(`create table "media_variant" ("id" bigserial primary key, "image_id" uuid not null, "width" int not null, "height" int not null, "format" varchar(8) not null, "bytes" bytea not null, "sha256" varchar(64) not null);`);
    this.addSql(`create index "media_variant_image_id_index" on "media_variant" ("image_id");`);
    this.addSql(`create index "media_variant_sha256_index" on "media_variant" ("sha256");`);

    this.addSql(`alter table "media_variant" add constraint "media_variant_image_id_foreign" foreign key ("image_id") references "media_image" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "media_variant" drop constraint "media_variant_image_id_foreign";`);

    this.addSql(`drop table if exists "media_image" cascade;`);
    this.addSql(`drop table if exists "media_variant" cascade;`);
  }

}
