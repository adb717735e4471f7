import { FACTS_API, factApiPath, type CompanyFactView, type FactKind } from '../../core/company-facts.js';
import { answerOf } from './request.js';

// The company facts (docs/product.md#253-company-facts): each change answers with the fact as it is now.

/** What a fact's editor sends: the kind's fields and the uploaded image (null: the built-in one). */
export interface FactSave {
  fields: Record<string, string>;
  imageId: string | null;
}

const factAnswer = (method: string, url: string, body?: unknown) => answerOf<CompanyFactView>('fact', method, url, body);
const factUrl = (id: string) => factApiPath(encodeURIComponent(id));

/** Adds a fact (unconfirmed); an ApiError naming `fields.<name>` or `imageId` when one breaks its rule. */
export function addFact(kind: FactKind, save: FactSave): Promise<CompanyFactView> {
  return factAnswer('POST', FACTS_API, { kind, ...save });
}

/** Changes a fact: unconfirmed again when what it says changed. */
export function changeFact(id: string, save: FactSave): Promise<CompanyFactView> {
  return factAnswer('PUT', factUrl(id), save);
}

/** Records that the signed-in person checked the fact is true. */
export function confirmFact(id: string): Promise<CompanyFactView> {
  return factAnswer('POST', `${factUrl(id)}/confirm`, {});
}

export function removeFact(id: string): Promise<CompanyFactView> {
  return factAnswer('DELETE', factUrl(id));
}
