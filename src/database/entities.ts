import { AbandonedForm } from '../abandonment/abandoned-form.entity.js';
import { Post } from '../blog/post.entity.js';
import { CityPhoto } from '../city/city-photo.entity.js';
import { City } from '../city/city.entity.js';
import { GazetteerPlace } from '../location/gazetteer-place.entity.js';
import { UsState } from '../location/us-state.entity.js';
import { QuoteRequest } from '../quote/quote-request.entity.js';
import { CarrierApplication } from '../recruitment/carrier-application.entity.js';
import { FreightAgentInquiry } from '../recruitment/freight-agent-inquiry.entity.js';

/** Every entity of the application; the ORM and the migration CLI both read this list. */
export const ENTITIES = [UsState, QuoteRequest, AbandonedForm, FreightAgentInquiry, CarrierApplication, City, CityPhoto, GazetteerPlace, Post];
