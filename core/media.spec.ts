import { MEDIA_WIDTHS, mediaImageView, mediaSourceType, mediaVariantPath, parseVariantFile, variantWidths, type MediaVariantFacts } from './media.js';

const HASH_A = 'a'.repeat(64);
const HASH_B = 'b'.repeat(64);
const HASH_C = 'c'.repeat(64);
const HASH_D = 'd'.repeat(64);

describe('the type of an upload', () => {
  it('is read from the MIME type the bytes show: JPEG, PNG and WebP only', () => {
    expect(mediaSourceType('image/jpeg')).toBe('jpeg');
    expect(mediaSourceType('image/png')).toBe('png');
    expect(mediaSourceType('image/webp')).toBe('webp');
    for (const refused of ['image/gif', 'application/pdf', 'image/svg+xml', 'text/html', 'image/avif', 'image/heic', 'image/tiff', undefined]) {
      expect(mediaSourceType(refused)).toBeNull();
    }
  });
});

describe('the widths an image is made in', () => {
  it('are the page sizes, widest first, never enlarged and never repeated', () => {
    expect(MEDIA_WIDTHS).toEqual([1200, 800, 400]);
    expect(variantWidths(4000)).toEqual([1200, 800, 400]);
    expect(variantWidths(1200)).toEqual([1200, 800, 400]);
    expect(variantWidths(1000)).toEqual([1000, 800, 400]);
    expect(variantWidths(800)).toEqual([800, 400]);
    expect(variantWidths(500)).toEqual([500, 400]);
    expect(variantWidths(400)).toEqual([400]);
    expect(variantWidths(16)).toEqual([16]);
  });
});

describe('a variant URL', () => {
  it('names the bytes by their hash, with the format as extension', () => {
    expect(mediaVariantPath(HASH_A, 'webp')).toBe(`/media/uploads/${HASH_A}.webp`);
    expect(mediaVariantPath(HASH_A, 'jpeg')).toBe(`/media/uploads/${HASH_A}.jpg`);
    expect(parseVariantFile(`${HASH_A}.webp`)).toEqual({ sha256: HASH_A, format: 'webp' });
    expect(parseVariantFile(`${HASH_A}.jpg`)).toEqual({ sha256: HASH_A, format: 'jpeg' });
  });

  it('is nothing else: another extension, letter case, length or character', () => {
    for (const name of [`${HASH_A}.jpeg`, `${HASH_A}.png`, `${HASH_A}.JPG`, `${HASH_A.toUpperCase()}.jpg`, `${HASH_A.slice(1)}.jpg`, `${HASH_A}a.jpg`, `${HASH_A.slice(1)}g.jpg`, `${HASH_A}.jpg.svg`, '', '.jpg']) {
      expect(parseVariantFile(name)).toBeNull();
    }
  });
});

describe('the view of an image', () => {
  const variants: MediaVariantFacts[] = [
    { width: 400, height: 300, format: 'jpeg', sha256: HASH_A },
    { width: 800, height: 600, format: 'webp', sha256: HASH_B },
    { width: 800, height: 600, format: 'jpeg', sha256: HASH_C },
    { width: 400, height: 300, format: 'webp', sha256: HASH_D },
  ];

  it('has the widest JPEG as src and each format\'s variants, widest first, with w descriptors', () => {
    expect(mediaImageView({ id: 'id-1', alt: 'A van at a loading dock', width: 800, height: 600, type: 'png' }, variants)).toEqual({
      id: 'id-1',
      alt: 'A van at a loading dock',
      width: 800,
      height: 600,
      type: 'png',
      src: `/media/uploads/${HASH_C}.jpg`,
      srcset: `/media/uploads/${HASH_C}.jpg 800w, /media/uploads/${HASH_A}.jpg 400w`,
      webpSrcset: `/media/uploads/${HASH_B}.webp 800w, /media/uploads/${HASH_D}.webp 400w`,
    });
  });

  it('cannot be made without a JPEG', () => {
    expect(() => mediaImageView({ id: 'id-2', alt: 'x', width: 1, height: 1, type: 'webp' }, variants.filter((v) => v.format === 'webp'))).toThrow('Image id-2 has no JPEG variant');
  });
});
