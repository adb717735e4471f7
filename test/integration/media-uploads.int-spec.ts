import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';
import pg from 'pg';
import sharp from 'sharp';
import request from 'supertest';
import { ADMIN_PERMISSIONS, NOT_SIGNED_IN_MESSAGE } from '../../core/admin.js';
import { INTERNAL_ERROR_MESSAGE, MULTIPART_ONLY_MESSAGE } from '../../core/error-messages.js';
import { MEDIA_CACHE_CONTROL, MEDIA_MAX_BYTES, MEDIA_TEXTS, MEDIA_UPLOADS_PREFIX, parseVariantFile, type MediaImageView } from '../../core/media.js';
import { AdminAudit } from '../../src/admin/index.js';
import { createSignedIn } from './accounts.js';
import { createTestApp, type TestApp } from './app.js';
import { validationRefusal } from './validation-refusal.js';

// Image uploads for the content studio (docs/product.md#235-uploaded-images): POST /api/admin/media on the
// real pipeline and database, the type read from the bytes, the variants made by sharp and served from
// /media/uploads/ for good, who may upload, and that a refused upload writes nothing.

const PASSWORD = 'lantern harbor quiet 42';
const ENV = { ADMIN_SIGN_IN_THROTTLE_LIMIT: '1000', THROTTLE_LIMIT: '100000', ADMIN_JWT_SECRET: 'media-uploads-test-secret-of-at-least-32-bytes' };
const UPLOAD = '/api/admin/media';
const SVG_WITH_SCRIPT = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>';

/** A test picture made now: noise, so the encoders have something to chew on. */
const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#777777', noise: { type: 'gaussian', mean: 128, sigma: 40 } } });

interface Counts {
  images: number;
  variants: number;
  audits: number;
}

describe('image uploads (/api/admin/media, /media/uploads/)', () => {
  let testApp: TestApp;
  let db: pg.Client;
  const tokens: Record<'editor' | 'boss' | 'reader', string> = { editor: '', boss: '', reader: '' };

  const http = () => request(testApp.app.getHttpServer());
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const upload = (file: Buffer | undefined, options: { filename?: string; contentType?: string; alt?: string | null; token?: string } = {}) => {
    const call = http().post(UPLOAD).set(bearer(options.token ?? tokens.editor));
    if (options.alt !== null) call.field('alt', options.alt ?? 'A sprinter van at a loading dock');
    if (file) call.attach('file', file, { filename: options.filename ?? 'picture.bin', contentType: options.contentType ?? 'application/octet-stream' });
    return call;
  };
  const counts = async (): Promise<Counts> =>
    (
      await db.query<Counts>(
        `select (select count(*)::int from media_image) as images, (select count(*)::int from media_variant) as variants, (select count(*)::int from admin_audit_event where action = 'media_uploaded') as audits`,
      )
    ).rows[0]!;
  const refusedBody = (res: request.Response, code: string, error: string) => ({ success: false, error, code, requestId: res.headers['x-request-id'] });
  /** Every variant of an image as its srcsets list them (URL and width), JPEG then WebP. */
  const variantsOf = (image: MediaImageView) =>
    [...image.srcset.split(', '), ...image.webpSrcset.split(', ')].map((entry) => ({ url: entry.split(' ')[0]!, width: Number(entry.split(' ')[1]!.slice(0, -1)) }));
  const binary = (res: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => callback(null, Buffer.concat(chunks)));
  };
  const fetchVariant = (url: string) => http().get(url).buffer(true).parse(binary);

  /** An upload refused with `status` and `body` that leaves no image, variant or audit row behind. */
  async function expectRefused(send: () => PromiseLike<request.Response>, status: number, body: (res: request.Response) => object): Promise<void> {
    const before = await counts();
    const res = await send();
    expect([res.status, res.body]).toEqual([status, body(res)]);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await counts()).toEqual(before);
  }

  beforeAll(async () => {
    testApp = await createTestApp(ENV);
    for (const [key, username, role] of [['boss', 'boss', 'admin'], ['editor', 'writer', 'editor'], ['reader', 'reader', 'viewer']] as const) {
      tokens[key] = (await createSignedIn(testApp.app, username, role, PASSWORD)).token;
    }
    db = new pg.Client({ connectionString: testApp.databaseUrl });
    await db.connect();
  });

  afterAll(async () => {
    await db.end();
    await testApp.close();
  });

  it.each([
    // The page widths, never enlarged: a narrower image is made at its own width instead.
    ['JPEG', 'jpeg', () => picture(1600, 900).jpeg().toBuffer(), 'image/jpeg', [1200, 800, 400]],
    ['PNG', 'png', () => picture(1000, 750).png().toBuffer(), 'image/png', [1000, 800, 400]],
    ['WebP', 'webp', () => picture(640, 480).webp().toBuffer(), 'image/webp', [640, 400]],
  ] as const)('takes a %s (201), stores it with its variants, and serves each for good with a strong ETag', async (_name, type, make, contentType, widths) => {
    const bytes = await make();
    const { width, height } = await sharp(bytes).metadata();
    const before = await counts();
    const res = await upload(bytes, { filename: `truck.${type}`, contentType, alt: '  A sprinter van at a loading dock  ' });
    expect(res.status).toBe(201);
    const image = res.body.image as MediaImageView;
    expect(res.body.success).toBe(true);
    expect({ alt: image.alt, width: image.width, height: image.height, type: image.type }).toEqual({ alt: 'A sprinter van at a loading dock', width, height, type });
    const described = (srcset: string) => srcset.split(', ').map((entry) => /^\/media\/uploads\/[0-9a-f]{64}\.(\w+) (\d+)w$/.exec(entry)?.slice(1));
    expect(described(image.srcset)).toEqual(widths.map((w) => ['jpg', String(w)]));
    expect(described(image.webpSrcset)).toEqual(widths.map((w) => ['webp', String(w)]));
    expect(image.src).toBe(image.srcset.split(' ')[0]);
    expect(await counts()).toEqual({ images: before.images + 1, variants: before.variants + widths.length * 2, audits: before.audits + 1 });

    const row = (await db.query(`select sha256, source_type, width, height, alt, uploaded_by from media_image where id = $1`, [image.id])).rows[0];
    expect(row).toEqual({ sha256: createHash('sha256').update(bytes).digest('hex'), source_type: type, width, height, alt: image.alt, uploaded_by: 'writer' });
    const audit = (await db.query(`select actor, subject, details from admin_audit_event where action = 'media_uploaded' and subject = $1`, [image.id])).rows;
    expect(audit).toEqual([{ actor: 'writer', subject: image.id, details: { type, width, height, size: bytes.length, sha256: row.sha256, variants: widths.length * 2 } }]);

    for (const { url, width: variantWidth } of variantsOf(image)) {
      const served = await fetchVariant(url);
      expect(served.status).toBe(200);
      const format = parseVariantFile(url.slice(MEDIA_UPLOADS_PREFIX.length))!.format;
      expect(served.headers['content-type']).toBe(format === 'webp' ? 'image/webp' : 'image/jpeg');
      expect(served.headers['cache-control']).toBe(MEDIA_CACHE_CONTROL);
      const body = served.body as Buffer;
      expect(Number(served.headers['content-length'])).toBe(body.length);
      // The URL names the bytes; the ETag is strong and is that name.
      const hash = createHash('sha256').update(body).digest('hex');
      expect(url).toContain(hash);
      expect(served.headers.etag).toBe(`"${hash}"`);
      const metadata = await sharp(body).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual([format, variantWidth, Math.round((variantWidth * height!) / width!)]);
      const again = await http().get(url).set('If-None-Match', served.headers.etag!);
      expect([again.status, again.headers.etag, again.headers['cache-control']]).toEqual([304, served.headers.etag, MEDIA_CACHE_CONTROL]);
    }

    // Read back by any signed-in account, viewers included.
    const detail = await http().get(`${UPLOAD}/${image.id}`).set(bearer(tokens.reader));
    expect([detail.status, detail.body]).toEqual([200, { success: true, image }]);
  });

  it('takes a PNG named photo.jpg as the PNG it is', async () => {
    const res = await upload(await picture(300, 200).png().toBuffer(), { filename: 'photo.jpg', contentType: 'image/jpeg' });
    expect([res.status, res.body.image.type, res.body.image.width, res.body.image.height]).toEqual([201, 'png', 300, 200]);
  });

  it('keeps none of the upload\'s EXIF (GPS included) in any variant, and applies its orientation', async () => {
    const bytes = await picture(900, 600)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Make: 'Test Camera' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 26/1 46/1', GPSLongitudeRef: 'W', GPSLongitude: '79/1 58/1 56/1' } })
      .toBuffer();
    const input = await sharp(bytes).metadata();
    expect(input.exif).toBeDefined();
    expect(input.exif!.includes(Buffer.from('Test Camera'))).toBe(true);
    expect(input.orientation).toBe(6);

    const res = await upload(bytes, { filename: 'from-the-dock.jpg', contentType: 'image/jpeg' });
    expect(res.status).toBe(201);
    const image = res.body.image as MediaImageView;
    expect([image.width, image.height]).toEqual([600, 900]);
    for (const { url } of variantsOf(image)) {
      const served = (await fetchVariant(url)).body as Buffer;
      const metadata = await sharp(served).metadata();
      expect([metadata.exif, metadata.xmp, metadata.orientation]).toEqual([undefined, undefined, undefined]);
      expect(metadata.height! > metadata.width!).toBe(true);
      expect(served.includes(Buffer.from('Test Camera'))).toBe(false);
    }
  });

  it('refuses what is no JPEG, PNG or WebP by its bytes (415), whatever its name and declared type', async () => {
    const wrongType = (res: request.Response) => refusedBody(res, 'unsupported_media_type', MEDIA_TEXTS.wrongType);
    await expectRefused(() => upload(Buffer.from(SVG_WITH_SCRIPT), { filename: 'logo.png', contentType: 'image/png' }), 415, wrongType);
    await expectRefused(() => upload(Buffer.from(SVG_WITH_SCRIPT), { filename: 'logo.svg', contentType: 'image/svg+xml' }), 415, wrongType);
    await expectRefused(async () => upload(await picture(20, 20).gif().toBuffer(), { filename: 'anim.jpg', contentType: 'image/jpeg' }), 415, wrongType);
    await expectRefused(() => upload(Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n'), { filename: 'rates.webp', contentType: 'image/webp' }), 415, wrongType);
    await expectRefused(() => upload(Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>'), { filename: 'page.jpg' }), 415, wrongType);
  });

  it('refuses a file over 5 MB (413) without keeping it', async () => {
    const tooLarge = Buffer.concat([await picture(64, 64).jpeg().toBuffer(), Buffer.alloc(6 * 1024 * 1024 - 1000, 0x20)]);
    expect(tooLarge.length).toBeGreaterThan(MEDIA_MAX_BYTES);
    await expectRefused(() => upload(tooLarge, { filename: 'huge.jpg', contentType: 'image/jpeg' }), 413, (res) => refusedBody(res, 'too_large', 'The image is larger than 5 MB'));
  });

  it('refuses an image that does not decode (422): cut in half, or a header claiming 2.5 billion pixels', async () => {
    const unreadable = (res: request.Response) => refusedBody(res, 'unreadable_image', 'The image could not be read');
    const jpeg = await picture(1200, 800).jpeg().toBuffer();
    await expectRefused(() => upload(jpeg.subarray(0, Math.floor(jpeg.length / 2)), { filename: 'cut.jpg', contentType: 'image/jpeg' }), 422, unreadable);
    const bomb = Buffer.from(await picture(8, 8).png().toBuffer());
    bomb.writeUInt32BE(50_000, 16);
    bomb.writeUInt32BE(50_000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)) >>> 0, 29);
    await expectRefused(() => upload(bomb, { filename: 'bomb.png', contentType: 'image/png' }), 422, unreadable);
  });

  it('refuses an image more than 16,383 pixels wide or high (422), under 40 megapixels, without decoding it', async () => {
    // 1200 x 33,333: 39.99 megapixels, 120 MB of pixels once decoded, a few hundred KB as a JPEG.
    const tall = await sharp({ create: { width: 1200, height: 33_333, channels: 3, background: '#3a6ea5' } }).jpeg().toBuffer();
    expect(tall.length).toBeLessThan(MEDIA_MAX_BYTES);
    const tooLong = (res: request.Response) => refusedBody(res, 'unreadable_image', 'The image is more than 16,383 pixels wide or high');
    await expectRefused(() => upload(tall, { filename: 'tall.jpg', contentType: 'image/jpeg' }), 422, tooLong);
    const wide = await sharp({ create: { width: 16_384, height: 8, channels: 3, background: '#3a6ea5' } }).png().toBuffer();
    await expectRefused(() => upload(wide, { filename: 'wide.png', contentType: 'image/png' }), 422, tooLong);
  });

  it('names a missing or bad field (400): alt, file, anything it does not take', async () => {
    const png = await picture(40, 30).png().toBuffer();
    await expectRefused(() => upload(png, { alt: null }), 400, (res) => validationRefusal(res, JSON.stringify({ alt: 'alt is required' })));
    await expectRefused(() => upload(png, { alt: '   ' }), 400, (res) => validationRefusal(res, JSON.stringify({ alt: 'alt must be 1 to 200 characters' })));
    await expectRefused(() => upload(png, { alt: 'a'.repeat(201) }), 400, (res) => validationRefusal(res, JSON.stringify({ alt: 'alt must be 1 to 200 characters' })));
    // Longer than the form's field limit: cut off by multer, answered the same.
    await expectRefused(() => upload(png, { alt: 'a'.repeat(5000) }), 400, (res) => validationRefusal(res, JSON.stringify({ alt: 'alt must be 1 to 200 characters' })));
    await expectRefused(() => upload(png, { alt: 'A van\u0007' }), 400, (res) => validationRefusal(res, JSON.stringify({ alt: 'alt must not contain control characters or line breaks' })));
    await expectRefused(() => upload(undefined), 400, (res) => validationRefusal(res, JSON.stringify({ file: MEDIA_TEXTS.fileMissing })));
    await expectRefused(() => http().post(UPLOAD).set(bearer(tokens.editor)).field('alt', 'x').attach('image', png, 'a.png'), 400, (res) => validationRefusal(res, JSON.stringify({ file: MEDIA_TEXTS.fileMissing })));
    await expectRefused(() => upload(png).attach('file', png, 'b.png'), 400, (res) => validationRefusal(res, JSON.stringify({ file: MEDIA_TEXTS.fileMissing })));
    await expectRefused(() => upload(png).field('caption', 'x'), 400, (res) => validationRefusal(res, JSON.stringify({ caption: 'property caption should not exist' })));
  });

  it('takes multipart/form-data only (415), and refuses a form it cannot read (400)', async () => {
    await expectRefused(() => http().post(UPLOAD).set(bearer(tokens.editor)).send({ alt: 'x', file: 'aGVsbG8=' }), 415, (res) => refusedBody(res, 'unsupported_media_type', MULTIPART_ONLY_MESSAGE));
    await expectRefused(() => http().post(UPLOAD).set(bearer(tokens.editor)).set('Content-Type', 'image/png').send(Buffer.from('x')), 415, (res) => refusedBody(res, 'unsupported_media_type', MULTIPART_ONLY_MESSAGE));
    await expectRefused(
      () => http().post(UPLOAD).set(bearer(tokens.editor)).set('Content-Type', 'multipart/form-data; boundary=xyz').send('--xyz\r\nContent-Disposition: form-data; name="alt"\r\n\r\nA van'),
      400,
      (res) => refusedBody(res, 'bad_body', MEDIA_TEXTS.badForm),
    );
  });

  it('lets admins and editors upload; a viewer gets 403 and a stranger 401, and nothing is stored', async () => {
    const png = await picture(40, 30).png().toBuffer();
    expect((await upload(png, { token: tokens.boss })).status).toBe(201);
    await expectRefused(() => upload(png, { token: tokens.reader }), 403, (res) => refusedBody(res, 'forbidden', ADMIN_PERMISSIONS['content:change'].refusal));
    await expectRefused(() => http().post(UPLOAD).field('alt', 'x').attach('file', png, 'a.png'), 401, (res) => refusedBody(res, 'unauthenticated', NOT_SIGNED_IN_MESSAGE));
    const detail = await http().get(`${UPLOAD}/00000000-0000-4000-8000-000000000000`);
    expect([detail.status, detail.body]).toEqual([401, refusedBody(detail, 'unauthenticated', NOT_SIGNED_IN_MESSAGE)]);
  });

  it('writes the image, its variants and its audit entry together or not at all', async () => {
    const record = jest.spyOn(testApp.app.get(AdminAudit), 'record').mockRejectedValueOnce(new Error('the audit trail is down'));
    try {
      await expectRefused(async () => upload(await picture(500, 400).png().toBuffer()), 500, (res) => ({ success: false, error: INTERNAL_ERROR_MESSAGE, requestId: res.headers['x-request-id'] }));
      expect(record).toHaveBeenCalledTimes(1);
    } finally {
      record.mockRestore();
    }
  });

  it('serves a variant asked for before from memory', async () => {
    const image = (await upload(await picture(500, 400).jpeg().toBuffer()).expect(201)).body.image as MediaImageView;
    const [asked, notAsked] = variantsOf(image);
    const first = await fetchVariant(asked!.url).expect(200);
    await db.query(`delete from media_image where id = $1`, [image.id]);
    expect((await db.query(`select count(*)::int as n from media_variant where sha256 = $1`, [parseVariantFile(asked!.url.slice(MEDIA_UPLOADS_PREFIX.length))!.sha256])).rows[0].n).toBe(0);
    const again = await fetchVariant(asked!.url).expect(200);
    expect((again.body as Buffer).equals(first.body as Buffer)).toBe(true);
    await http().get(notAsked!.url).expect(404);
  });

  it('answers 404 for an unknown image or variant', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await http().get(`${UPLOAD}/${id}`).set(bearer(tokens.reader));
      expect([res.status, res.body]).toEqual([404, refusedBody(res, 'not_found', MEDIA_TEXTS.notFound)]);
    }
    for (const path of [`/media/uploads/${'0'.repeat(64)}.jpg`, `/media/uploads/${'0'.repeat(64)}.png`, '/media/uploads/picture.jpg', '/media/uploads/%00.webp']) {
      const res = await http().get(path);
      expect([res.status, res.headers['content-type'], res.text]).toEqual([404, 'text/plain; charset=utf-8', 'Not found']);
    }
  });
});
