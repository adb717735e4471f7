import { telHref } from './site-settings.js';

describe('telHref', () => {
  it.each([
    ['(800) 555-0199', 'tel:+18005550199'],
    ['1-800-555-0199', 'tel:+18005550199'],
    ['+1 704 555 0100', 'tel:+17045550100'],
    ['555-0199', 'tel:5550199'],
  ])('%s -> %s', (phone, href) => expect(telHref(phone)).toBe(href));
});
