import { isUuid, isUuidV4 } from './uuid.js';

describe('UUIDs', () => {
  it('takes the text form in either case, and nothing around it', () => {
    expect(isUuid('0b7c1d4e-2f3a-4b5c-8d9e-0f1a2b3c4d5e')).toBe(true);
    expect(isUuid('0B7C1D4E-2F3A-4B5C-8D9E-0F1A2B3C4D5E')).toBe(true);
    expect(isUuid('0b7c1d4e-2f3a-4b5c-8d9e-0f1a2b3c4d5')).toBe(false);
    expect(isUuid(' 0b7c1d4e-2f3a-4b5c-8d9e-0f1a2b3c4d5e')).toBe(false);
    expect(isUuid('0b7c1d4e2f3a4b5c8d9e0f1a2b3c4d5e')).toBe(false);
    expect(isUuid(42)).toBe(false);
  });

  it('tells a random (v4) UUID', () => {
    expect(isUuidV4('0b7c1d4e-2f3a-4b5c-8d9e-0f1a2b3c4d5e')).toBe(true);
    expect(isUuidV4('0b7c1d4e-2f3a-1b5c-8d9e-0f1a2b3c4d5e')).toBe(false);
    expect(isUuidV4('0b7c1d4e-2f3a-4b5c-cd9e-0f1a2b3c4d5e')).toBe(false);
  });
});
