import { isUtf8 } from 'node:buffer';
import { raw, type Request, type RequestHandler } from 'express';
import { isEncoded, mediaType, namesOtherCharset } from './body-headers.js';

// How a lead form posted without JavaScript is read (docs/product.md#45-forms-without-javascript): the same
// limits as an API body (size, UTF-8, no Content-Encoding), read strictly. A problem never answers here: the
// form's route answers it with the form's page, so it is kept on the request for the route.

/** A form body: each field's values in the order sent (a group of checkboxes sends its name once per box). */
export type FormFields = ReadonlyMap<string, readonly string[]>;

/** More fields than any form has (the carrier application: 51 states, 9 kinds of equipment and 12 more). */
export const MAX_FORM_FIELDS = 200;

export class FormBodyError extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
    this.name = 'FormBodyError';
  }
}

const FORM_TYPE = 'application/x-www-form-urlencoded';

/** A name or value as the browser encoded it: "+" is a space, percent-escapes are UTF-8 bytes (anything else is refused). */
function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    throw new FormBodyError(400, 'The form was not sent as UTF-8');
  }
}

/** application/x-www-form-urlencoded, strictly: a malformed escape or a byte sequence that is not UTF-8 is refused, never replaced. */
export function parseFormBody(body: string): Map<string, string[]> {
  const fields = new Map<string, string[]>();
  if (body === '') return fields;
  const pairs = body.split('&');
  if (pairs.length > MAX_FORM_FIELDS) throw new FormBodyError(413, `The form has more than ${MAX_FORM_FIELDS} fields`);
  for (const pair of pairs) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const name = decode(equals < 0 ? pair : pair.slice(0, equals));
    const value = decode(equals < 0 ? '' : pair.slice(equals + 1));
    const values = fields.get(name);
    if (values) values.push(value);
    else fields.set(name, [value]);
  }
  return fields;
}

/** What the request's headers already rule out: another type, another charset, a compressed body. */
function headerProblem(req: Request): FormBodyError | undefined {
  if (isEncoded(req.headers['content-encoding'])) return new FormBodyError(415, 'The form must be sent without Content-Encoding');
  const contentType = req.headers['content-type'] ?? '';
  if (mediaType(contentType) !== FORM_TYPE) return new FormBodyError(415, `The form must be sent as ${FORM_TYPE}`);
  if (namesOtherCharset(contentType)) return new FormBodyError(415, 'The form must be sent as UTF-8');
  return undefined;
}

/** What reading a form post gave: its fields, or why there are none. */
export type FormPost = { fields: FormFields } | { error: FormBodyError };

const FORM_POST = Symbol('formPost');

/** The form post read by readFormPosts (a route not among its paths has none: an empty form). */
export function formPostOf(req: Request): FormPost {
  return (req as Request & { [FORM_POST]?: FormPost })[FORM_POST] ?? { fields: new Map() };
}

/**
 * Reads the body of a POST to one of `paths` (the lead forms' pages) within `limit` bytes, uncompressed,
 * as UTF-8 form fields, and keeps the fields or the problem for the route (formPostOf).
 */
export function readFormPosts(paths: readonly string[], limit: string): RequestHandler {
  const forms = new Set(paths);
  const read = raw({ type: () => true, limit, inflate: false });
  return (req, res, next) => {
    if (req.method !== 'POST' || !forms.has(req.path)) return next();
    const keep = (post: FormPost) => {
      (req as Request & { [FORM_POST]?: FormPost })[FORM_POST] = post;
      next();
    };
    const refused = headerProblem(req);
    if (refused) return keep({ error: refused });
    read(req, res, (error?: unknown) => {
      if (error) {
        const tooLarge = (error as { type?: string }).type === 'entity.too.large';
        return keep({ error: new FormBodyError(tooLarge ? 413 : 400, tooLarge ? 'The form is too large to send' : 'The form could not be read') });
      }
      const body: unknown = req.body;
      const bytes = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
      // The parser's buffer is no body for the other parsers or the router to read as anything else.
      req.body = undefined;
      if (!isUtf8(bytes)) return keep({ error: new FormBodyError(400, 'The form was not sent as UTF-8') });
      try {
        keep({ fields: parseFormBody(bytes.toString('utf8')) });
      } catch (problem) {
        if (problem instanceof FormBodyError) return keep({ error: problem });
        next(problem);
      }
    });
  };
}

/** The fields a form takes, by kind: one line of text each, a group of checkboxes (any count), a single checkbox. */
export interface FormFieldSpec {
  text: readonly string[];
  lists?: readonly string[];
  boxes?: readonly string[];
}

/** A form's values as sent: text as typed, a group's choices as a list, a checkbox as its value or absent. */
export type FormValues = Record<string, string | string[]>;

/**
 * The form's own fields from the body; any other name is left out (a page cached before a release, a field a
 * browser extension added: the visitor's lead still lands). A text field or checkbox sent twice is refused,
 * naming it: only a group of checkboxes may repeat its name.
 */
export function formValues(fields: FormFields, spec: FormFieldSpec): { values: FormValues; repeated: Record<string, string> } {
  const values: FormValues = {};
  const repeated: Record<string, string> = {};
  for (const name of [...spec.text, ...(spec.boxes ?? [])]) {
    const sent = fields.get(name);
    if (!sent) continue;
    if (sent.length > 1) repeated[name] = `${name} was sent more than once`;
    values[name] = sent[0]!;
  }
  for (const name of spec.lists ?? []) {
    const sent = fields.get(name);
    if (sent) values[name] = [...sent];
  }
  return { values, repeated };
}
