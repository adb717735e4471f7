import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { MEDIA_TEXTS, MEDIA_WIDTHS } from '../../core/media.js';
import { ARTWORK_WIDTH } from '../render/prepared-response.js';
import { DomainError } from '../common/domain-error.js';
import { detectSourceType, encodeImage, sha256Hex, UnreadableImageError } from './image-encoding.js';

const picture = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: channels === 4 ? { r: 20, g: 60, b: 120, alpha: 0.5 } : '#3a6ea5' } });

/** A PNG whose header claims `width` x `height`: a decompression bomb's first bytes. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await picture(8, 8).png().toBuffer());
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}

const refusal = async (work: Promise<unknown>): Promise<[string, string]> => {
  try {
    await work;
  } catch (error) {
    if (error instanceof DomainError) return [error.code, error.message];
    throw error;
  }
  throw new Error('not refused');
};

describe('the variants of an upload', () => {
  it('widest is the width of the pages\' covers and artwork (a post\'s COVER_WIDTH)', () => {
    expect(MEDIA_WIDTHS[0]).toBe(ARTWORK_WIDTH);
  });

  it('are each width as WebP and JPEG, keeping the aspect, never enlarged', async () => {
    const bytes = await picture(2000, 1000).jpeg().toBuffer();
    const image = await encodeImage(bytes);
    expect([image.type, image.width, image.height, image.sha256]).toEqual(['jpeg', 2000, 1000, sha256Hex(bytes)]);
    expect(image.variants.map(({ width, height, format }) => [width, height, format])).toEqual([
      [1200, 600, 'webp'],
      [1200, 600, 'jpeg'],
      [800, 400, 'webp'],
      [800, 400, 'jpeg'],
      [400, 200, 'webp'],
      [400, 200, 'jpeg'],
    ]);
    for (const variant of image.variants) {
      const metadata = await sharp(variant.bytes).metadata();
      expect([metadata.format, metadata.width, metadata.height, variant.sha256]).toEqual([variant.format, variant.width, variant.height, sha256Hex(variant.bytes)]);
    }
    const small = await encodeImage(await picture(300, 200).png().toBuffer());
    expect(small.variants.map(({ width, height, format }) => [width, height, format])).toEqual([
      [300, 200, 'webp'],
      [300, 200, 'jpeg'],
    ]);
  });

  it('apply the EXIF orientation and keep no metadata', async () => {
    const bytes = await picture(600, 300).jpeg().withMetadata({ orientation: 6 }).withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 26/1 46/1' } }).toBuffer();
    const input = await sharp(bytes).metadata();
    expect([input.orientation, input.exif !== undefined]).toEqual([6, true]);
    const image = await encodeImage(bytes);
    // Turned a quarter: the 600 x 300 pixels stand 300 wide and 600 high.
    expect([image.width, image.height]).toEqual([300, 600]);
    for (const variant of image.variants) {
      const metadata = await sharp(variant.bytes).metadata();
      expect([metadata.width, metadata.height, metadata.exif, metadata.orientation, metadata.xmp, metadata.icc]).toEqual([300, 600, undefined, undefined, undefined, undefined]);
    }
  });

  it('show transparent pixels on white in the JPEG and keep them in the WebP', async () => {
    const image = await encodeImage(await picture(40, 40, 4).png().toBuffer());
    const [webp, jpeg] = image.variants;
    expect((await sharp(webp!.bytes).metadata()).hasAlpha).toBe(true);
    const { data } = await sharp(jpeg!.bytes).raw().toBuffer({ resolveWithObject: true });
    // Half-transparent navy over white: lighter than the navy itself.
    expect(data[0]).toBeGreaterThan(100);
  });

  it('are encoded straight from the upload: no buffer of its decoded pixels is held in memory', async () => {
    // 1200 x 16,000 is 57 MB of pixels at three bytes each; every variant of it together is a few hundred KB.
    const bytes = await picture(1200, 16_000).jpeg().toBuffer();
    const before = process.memoryUsage().arrayBuffers;
    let most = before;
    const sampling = setInterval(() => (most = Math.max(most, process.memoryUsage().arrayBuffers)), 1);
    try {
      const image = await encodeImage(bytes);
      expect([image.width, image.height, image.variants.length]).toEqual([1200, 16_000, 6]);
    } finally {
      clearInterval(sampling);
    }
    expect(most - before).toBeLessThan(16 * 1024 * 1024);
  });

  it('keep nothing in sharp\'s operation cache and use one libvips thread per image', () => {
    expect(sharp.cache()).toMatchObject({ memory: { max: 0 }, files: { max: 0 }, items: { max: 0 } });
    expect(sharp.concurrency()).toBe(1);
  });
});

describe('an upload that is refused', () => {
  it('is no JPEG, PNG or WebP by its bytes, whatever it claims (415)', async () => {
    const wrong = ['unsupported_media_type', MEDIA_TEXTS.wrongType];
    expect(await refusal(encodeImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')))).toEqual(wrong);
    expect(await refusal(encodeImage(await picture(8, 8).gif().toBuffer()))).toEqual(wrong);
    expect(await refusal(encodeImage(Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n')))).toEqual(wrong);
    expect(await refusal(encodeImage(Buffer.from('<!DOCTYPE html><html><body>hi</body></html>')))).toEqual(wrong);
    expect(await refusal(encodeImage(Buffer.alloc(0)))).toEqual(wrong);
    expect(await detectSourceType(await picture(8, 8).webp().toBuffer())).toBe('webp');
  });

  it('does not decode: cut short, corrupt, or more pixels than allowed (422)', async () => {
    const unreadable = ['unreadable_image', MEDIA_TEXTS.unreadable];
    const jpeg = await picture(800, 600).jpeg().toBuffer();
    expect(await refusal(encodeImage(jpeg.subarray(0, jpeg.length / 2)))).toEqual(unreadable);
    const png = await picture(800, 600).png().toBuffer();
    expect(await refusal(encodeImage(png.subarray(0, png.length / 2)))).toEqual(unreadable);
    const scrambled = Buffer.from(jpeg);
    scrambled.fill(0x55, 400, 2000);
    expect(await refusal(encodeImage(scrambled))).toEqual(unreadable);
    // Refused from its header, before any pixel is decoded.
    const bomb = encodeImage(await pngClaiming(50_000, 50_000));
    await expect(bomb).rejects.toBeInstanceOf(UnreadableImageError);
    await expect(bomb).rejects.toMatchObject({ code: 'unreadable_image', message: MEDIA_TEXTS.unreadable, reason: 'Input image exceeds pixel limit' });
  });

  it('is longer than 16,383 pixels on a side, under 40 megapixels (422), from its header', async () => {
    const tooLong = ['unreadable_image', 'The image is more than 16,383 pixels wide or high'];
    expect(await refusal(encodeImage(await picture(1200, 33_333).jpeg().toBuffer()))).toEqual(tooLong);
    expect(await refusal(encodeImage(await pngClaiming(16_384, 100)))).toEqual(tooLong);
    expect(await refusal(encodeImage(await pngClaiming(100, 16_384)))).toEqual(tooLong);
    // The side WebP can hold is taken.
    const longest = await encodeImage(await picture(400, 16_383).png().toBuffer());
    expect([longest.width, longest.height, longest.variants.map((variant) => variant.height)]).toEqual([400, 16_383, [16_383, 16_383]]);
  });
});
