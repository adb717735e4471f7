import type { PageContent } from './page-content.js';
import { page as caseAog } from './case-study/aog-aircraft-part-delivery.js';
import { page as caseMedical } from './case-study/medical-equipment-2-hour-delivery.js';
import { page as casePrototype } from './case-study/prototype-hand-carry-borders.js';
import { page as aboutUs } from './company/about-us.js';
import { page as carrierApplication } from './company/carrier-partner-application.js';
import { page as caseStudies } from './company/case-studies.js';
import { page as contactUs } from './company/contact-us.js';
import { page as faq } from './company/faq.js';
import { page as freightAgents } from './company/freight-agent-recruitment.js';
import { page as industries } from './company/industries-we-serve.js';
import { page as privacy } from './company/privacy.js';
import { page as bestExpedited } from './guide/best-expedited-freight-companies-2025.js';
import { page as topHandCarry } from './guide/top-hand-carry-couriers-2025.js';
import { page as whiteGloveExperts } from './guide/white-glove-logistics-experts-2025.js';
import { page as airExpedite } from './service/air-expedite-services.js';
import { page as defense } from './service/defense-industry-delivery.js';
import { page as emergency } from './service/emergency-logistics.js';
import { page as expeditedFreight } from './service/expedited-freight-shipping.js';
import { page as expeditedTrucking } from './service/expedited-trucking-freight-services.js';
import { page as expressCargo } from './service/express-cargo-delivery-services.js';
import { page as groundExpedite } from './service/ground-expedite-transport.js';
import { page as handCarry } from './service/hand-carry-on-board-courier.js';
import { page as hotShot } from './service/hot-shot-trucking.js';
import { page as illinois } from './service/illinois-courier-service.js';
import { page as jfk } from './service/jfk.js';
import { page as medical } from './service/medical-equipment-transport.js';
import { page as miami } from './service/miami-courier-service.js';
import { page as nfo } from './service/next-flight-out-nfo.js';
import { page as nfoShipping } from './service/next-flight-out-shipping.js';
import { page as orlando } from './service/orlando-courier-service.js';
import { page as overnight } from './service/overnight-freight-solutions.js';
import { page as retail } from './service/retail-trade-show-logistics.js';
import { page as sameDay } from './service/same-day-freight-delivery.js';
import { page as secure } from './service/secure-freight-transport.js';
import { page as washington } from './service/washington.js';
import { page as whiteGlove } from './service/white-glove-delivery.js';

/** Every marketing page built from a content module; each is served at its own path. */
export const marketingPages: readonly PageContent[] = [
  aboutUs,
  contactUs,
  faq,
  caseStudies,
  caseMedical,
  caseAog,
  casePrototype,
  industries,
  freightAgents,
  carrierApplication,
  privacy,
  handCarry,
  nfo,
  nfoShipping,
  expeditedFreight,
  hotShot,
  sameDay,
  medical,
  miami,
  orlando,
  illinois,
  defense,
  jfk,
  airExpedite,
  groundExpedite,
  emergency,
  expressCargo,
  expeditedTrucking,
  washington,
  overnight,
  whiteGlove,
  secure,
  retail,
  bestExpedited,
  topHandCarry,
  whiteGloveExperts,
];

/** Second paths that serve a page under its canonical URL (kept out of the sitemap). */
export const pageAliases: readonly { readonly path: string; readonly page: PageContent }[] = [
  { path: '/hand-carry-delivery', page: handCarry },
  { path: '/carrier-partners', page: carrierApplication },
];
