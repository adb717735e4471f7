import { searchKey } from './search-key.js';

describe('searchKey', () => {
  it('lower-cases, drops accents and reduces punctuation to single spaces', () => {
    expect(searchKey('  Dallas/Fort Worth, TX ')).toBe('dallas fort worth tx');
    expect(searchKey('Cañon City')).toBe('canon city');
    expect(searchKey('Coeur d’Alene')).toBe('coeur d alene');
    expect(searchKey('O\'Hare')).toBe('o hare');
  });

  it('never leaves LIKE wildcards or control characters', () => {
    expect(searchKey('50%_off\u0000\\')).toBe('50 off');
    expect(searchKey('%%%')).toBe('');
    expect(searchKey('\ufffd\ufffd\ufffd')).toBe('');
  });
});
