import express from 'express';
import request from 'supertest';
import { formPostOf, formValues, parseFormBody, readFormPosts, FormBodyError, MAX_FORM_FIELDS } from './form-body.js';

describe('parseFormBody', () => {
  it('reads names and values as browsers encode them: + is a space, escapes are UTF-8', () => {
    const fields = parseFormBody('firstName=Jos%C3%A9+Mar%C3%ADa&message=Line+1%0D%0ALine+2&empty=&bare');
    expect(Object.fromEntries(fields)).toEqual({ firstName: ['José María'], message: ['Line 1\r\nLine 2'], empty: [''], bare: [''] });
  });

  it('keeps a repeated name\'s values in order', () => {
    expect(parseFormBody('statesServed=NC&statesServed=SC&statesServed=VA').get('statesServed')).toEqual(['NC', 'SC', 'VA']);
  });

  it('reads an empty body as no fields', () => {
    expect(parseFormBody('').size).toBe(0);
  });

  it.each([
    ['an escape that is not UTF-8', 'company=%FF'],
    ['a cut escape', 'company=%E2%82'],
    ['a surrogate written as CESU-8', 'company=%ED%A0%80'],
    ['a malformed escape', 'company=100%'],
  ])('refuses %s (400), never replacing it', (_label, body) => {
    expect(() => parseFormBody(body)).toThrow(new FormBodyError(400, 'The form was not sent as UTF-8'));
  });

  it(`refuses more than ${MAX_FORM_FIELDS} fields (413)`, () => {
    const body = Array.from({ length: MAX_FORM_FIELDS + 1 }, (_, i) => `f${i}=x`).join('&');
    expect(() => parseFormBody(body)).toThrow(expect.objectContaining({ status: 413 }));
    expect(parseFormBody(body.split('&').slice(0, MAX_FORM_FIELDS).join('&')).size).toBe(MAX_FORM_FIELDS);
  });
});

describe('formValues', () => {
  const spec = { text: ['company', 'email'], lists: ['statesServed'], boxes: ['insuranceConfirmed'] };

  it('takes the form\'s own fields, lists as lists, and leaves any other name out', () => {
    const fields = parseFormBody('company=Acme&statesServed=NC&statesServed=SC&insuranceConfirmed=on&isAdmin=true&__proto__=x');
    expect(formValues(fields, spec)).toEqual({ values: { company: 'Acme', statesServed: ['NC', 'SC'], insuranceConfirmed: 'on' }, repeated: {} });
  });

  it('names a text field or a checkbox sent twice', () => {
    const fields = parseFormBody('company=Acme&company=Other&insuranceConfirmed=on&insuranceConfirmed=on');
    expect(formValues(fields, spec).repeated).toEqual({ company: 'company was sent more than once', insuranceConfirmed: 'insuranceConfirmed was sent more than once' });
  });
});

describe('readFormPosts', () => {
  const app = express();
  app.use(readFormPosts(['/form'], '1kb'));
  app.post('/form', (req, res) => {
    const post = formPostOf(req);
    res.json('error' in post ? { status: post.error.status, message: post.error.message } : { fields: Object.fromEntries(post.fields) });
  });
  app.post('/other', (req, res) => res.json({ fields: Object.fromEntries((formPostOf(req) as { fields: Map<string, string[]> }).fields), body: req.body ?? null }));

  const post = (headers: Record<string, string>, body: string | Buffer, path = '/form') => {
    let call = request(app).post(path);
    for (const [name, value] of Object.entries(headers)) call = call.set(name, value);
    // superagent would encode a Buffer as a form of its bytes: send it as it is.
    return Buffer.isBuffer(body) ? call.serialize(() => body as unknown as string).send(body) : call.send(body);
  };
  const form = { 'Content-Type': 'application/x-www-form-urlencoded' };

  it('reads a form post on its paths', async () => {
    const answer = await post(form, 'company=Acme&statesServed=NC&statesServed=SC');
    expect(answer.body).toEqual({ fields: { company: ['Acme'], statesServed: ['NC', 'SC'] } });
  });

  it('takes charset=utf-8 in any spelling', async () => {
    expect((await post({ 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' }, 'company=Acme')).body).toEqual({ fields: { company: ['Acme'] } });
  });

  it.each([
    ['JSON', { 'Content-Type': 'application/json' }, '{"company":"Acme"}', 415, 'The form must be sent as application/x-www-form-urlencoded'],
    ['multipart', { 'Content-Type': 'multipart/form-data; boundary=x' }, '--x--', 415, 'The form must be sent as application/x-www-form-urlencoded'],
    ['another charset', { 'Content-Type': 'application/x-www-form-urlencoded; charset=iso-8859-1' }, 'company=Acme', 415, 'The form must be sent as UTF-8'],
    ['a compressed body', { ...form, 'Content-Encoding': 'gzip' }, 'company=Acme', 415, 'The form must be sent without Content-Encoding'],
    ['raw bytes that are not UTF-8', form, Buffer.from([0x63, 0x3d, 0xff]), 400, 'The form was not sent as UTF-8'],
    ['a body over the limit', form, `company=${'a'.repeat(2000)}`, 413, 'The form is too large to send'],
  ])('keeps %s as the route\'s problem, never answering itself', async (_label, headers, body, status, message) => {
    const answer = await post(headers, body);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status, message });
  });

  it('leaves other paths alone', async () => {
    const answer = await post(form, 'company=Acme', '/other');
    expect(answer.body).toEqual({ fields: {}, body: null });
  });
});
