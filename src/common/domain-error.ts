/** Codes a feature service may raise; the global filter maps each to an HTTP status. */
export type DomainErrorCode = 'not_found' | 'conflict' | 'unauthorized' | 'forbidden' | 'invalid' | 'idempotency_key_reused' | 'unavailable';

export const DOMAIN_ERROR_STATUS: Record<DomainErrorCode, number> = {
  not_found: 404,
  conflict: 409,
  unauthorized: 401,
  forbidden: 403,
  invalid: 422,
  idempotency_key_reused: 422,
  unavailable: 503,
};

/** A failure the client can understand; services throw these instead of HTTP exceptions. */
export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
