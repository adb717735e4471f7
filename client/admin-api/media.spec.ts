/** @jest-environment jsdom */
import type { MediaImageView } from '../../core/media.js';
import { jsonAnswer } from '../../test/island-root.js';
import { ApiError } from '../api.js';
import { uploadImage } from './media.js';
import { failureMessage } from './request.js';

/** The browser's fetch, answered by each test. */
const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('uploadImage', () => {
  it('posts the file and the alt text as a form, leaving its Content-Type to the browser', async () => {
    const image: MediaImageView = { id: 'i1', alt: 'A van', width: 800, height: 600, type: 'png', src: '/media/uploads/a.jpg', srcset: '/media/uploads/a.jpg 800w', webpSrcset: '/media/uploads/b.webp 800w' };
    fetchMock.mockResolvedValue(jsonAnswer(201, { success: true, image }));
    const file = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    await expect(uploadImage(file, 'A van')).resolves.toEqual(image);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit & { headers: Record<string, string> }];
    expect([url, init.method, init.credentials]).toEqual(['/api/admin/media', 'POST', 'same-origin']);
    expect(init.headers['Content-Type']).toBeUndefined();
    const form = init.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('alt')).toBe('A van');
    expect(form.get('file')).toBeInstanceOf(Blob);
  });

  it('rejects with the server\'s reason', async () => {
    fetchMock.mockResolvedValue(jsonAnswer(415, { success: false, error: 'Upload a JPEG, PNG or WebP image', code: 'unsupported_media_type' }));
    const failure = await uploadImage(new Blob(['<svg/>']), 'Logo').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect([(failure as ApiError).status, failureMessage(failure, 'fallback')]).toEqual([415, 'Upload a JPEG, PNG or WebP image']);
  });
});
