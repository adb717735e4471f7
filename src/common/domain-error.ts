/** Codes a feature service raises (add one with its first use); the global filter maps each to an HTTP status. */
export type DomainErrorCode = 'not_found' | 'idempotency_key_reused';

export const DOMAIN_ERROR_STATUS: Record<DomainErrorCode, number> = {
  not_found: 404,
  idempotency_key_reused: 422,
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
