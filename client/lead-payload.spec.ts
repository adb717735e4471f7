import { leadAttribution, multiLine, singleLine } from './lead-payload.js';

describe('singleLine', () => {
  it('drops bidi embeddings, overrides and isolates, and makes line and paragraph separators a space', () => {
    expect(singleLine('Ada\u202e Lovelace\u202c')).toBe('Ada Lovelace');
    expect(singleLine('\u2066Ada\u2069 \u2067King\u2069\u2068\u202a\u202b\u202d')).toBe('Ada King');
    expect(singleLine('Acme\u2028Corp\u2029')).toBe('Acme Corp');
    expect(singleLine('Acme\t\u2028\r\nCorp')).toBe('Acme Corp');
  });

  it('keeps zero-width joiners and the direction marks', () => {
    expect(singleLine(' 👩\u200d💻 می\u200cخواهم \u200eשלום\u200f ')).toBe('👩\u200d💻 می\u200cخواهم \u200eשלום\u200f');
  });
});

describe('multiLine', () => {
  it('drops bidi controls and turns line and paragraph separators into line feeds, keeping tabs and line breaks', () => {
    expect(multiLine(' Two pallets\u2028Dock 4\u2029\tafter \u202e5 PM\r\n ')).toBe('Two pallets\nDock 4\n\tafter 5 PM');
  });
});

describe('leadAttribution', () => {
  it('makes utm values one-line and leaves out those left empty', () => {
    expect(leadAttribution('', { landingPage: '/a\u2028b', utm: { source: 'goo\u202egle', medium: '\u2066', campaign: 'spring\tsale' } })).toEqual({
      landingPage: '/a b',
      utm: { source: 'google', campaign: 'spring sale' },
    });
    expect(leadAttribution('', { landingPage: '/', utm: { source: '\u202e' } })).toEqual({ landingPage: '/' });
  });
});
