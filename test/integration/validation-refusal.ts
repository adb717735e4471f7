import type { IncomingHttpHeaders } from 'node:http';

/**
 * The 400 body of a request refused for these fields, as every endpoint answers it. The fields come as JSON
 * text: in an object literal, a "__proto__" key would set the object's prototype instead of naming a field.
 */
export function validationRefusal(answer: { headers: IncomingHttpHeaders | Record<string, string> }, fieldsJson: string) {
  const fields = JSON.parse(fieldsJson) as Record<string, string>;
  return {
    success: false,
    error: `Invalid request: check ${Object.keys(fields).join(', ')}`,
    code: 'validation_failed',
    fields,
    requestId: answer.headers['x-request-id'],
  };
}
