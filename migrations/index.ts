import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122134554_initial } from './Migration20261122134554_initial.js';
import { Migration20261122140734_leads } from './Migration20261122140734_leads.js';
import { Migration20261122160501_request_hash } from './Migration20261122160501_request_hash.js';
import { Migration20261122171313_recruitment } from './Migration20261122171313_recruitment.js';
import { Migration20261122182844_locations } from './Migration20261122182844_locations.js';
import { Migration20261122193323_blog } from './Migration20261122193323_blog.js';
import { Migration20261123191602_admin_and_leads } from './Migration20261123191602_admin_and_leads.js';
import { Migration20261124083102_notifications } from './Migration20261124083102_notifications.js';
import { Migration20261124121110_content_audit } from './Migration20261124121110_content_audit.js';
import { Migration20261126112421_lead_columns } from './Migration20261126112421_lead_columns.js';
import { Migration20261126120000_lower_case_sources } from './Migration20261126120000_lower_case_sources.js';
import { Migration20261126130000_forget_typed_sign_in_names } from './Migration20261126130000_forget_typed_sign_in_names.js';
import { Migration20261126133501_accounts } from './Migration20261126133501_accounts.js';
import { Migration20261126170000_post_studio } from './Migration20261126170000_post_studio.js';
import { Migration20261126170100_media } from './Migration20261126170100_media.js';
import { Migration20261126170200_approved_claims } from './Migration20261126170200_approved_claims.js';
import { Migration20261126171000_page_meta } from './Migration20261126171000_page_meta.js';
import { Migration20261126172000_company_facts } from './Migration20261126172000_company_facts.js';
import { Migration20261126190000_form_repeats } from './Migration20261126190000_form_repeats.js';
import { Migration20261126200000_lead_owners } from './Migration20261126200000_lead_owners.js';
import { Migration20261126210000_on_duty } from './Migration20261126210000_on_duty.js';

/** Migrations in the order they apply; `npm run migration:create` regenerates this list. */
export const MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261122134554_initial', class: Migration20261122134554_initial },
  { name: 'Migration20261122140734_leads', class: Migration20261122140734_leads },
  { name: 'Migration20261122160501_request_hash', class: Migration20261122160501_request_hash },
  { name: 'Migration20261122171313_recruitment', class: Migration20261122171313_recruitment },
  { name: 'Migration20261122182844_locations', class: Migration20261122182844_locations },
  { name: 'Migration20261122193323_blog', class: Migration20261122193323_blog },
  { name: 'Migration20261123191602_admin_and_leads', class: Migration20261123191602_admin_and_leads },
  { name: 'Migration20261124083102_notifications', class: Migration20261124083102_notifications },
  { name: 'Migration20261124121110_content_audit', class: Migration20261124121110_content_audit },
  { name: 'Migration20261126112421_lead_columns', class: Migration20261126112421_lead_columns },
  { name: 'Migration20261126120000_lower_case_sources', class: Migration20261126120000_lower_case_sources },
  { name: 'Migration20261126130000_forget_typed_sign_in_names', class: Migration20261126130000_forget_typed_sign_in_names },
  { name: 'Migration20261126133501_accounts', class: Migration20261126133501_accounts },
  { name: 'Migration20261126170000_post_studio', class: Migration20261126170000_post_studio },
  { name: 'Migration20261126170100_media', class: Migration20261126170100_media },
  { name: 'Migration20261126170200_approved_claims', class: Migration20261126170200_approved_claims },
  { name: 'Migration20261126171000_page_meta', class: Migration20261126171000_page_meta },
  { name: 'Migration20261126172000_company_facts', class: Migration20261126172000_company_facts },
  { name: 'Migration20261126190000_form_repeats', class: Migration20261126190000_form_repeats },
  { name: 'Migration20261126200000_lead_owners', class: Migration20261126200000_lead_owners },
  { name: 'Migration20261126210000_on_duty', class: Migration20261126210000_on_duty },
];
