import { APPROVED_CLAIMS } from './approved-claims.js';
import { approvedFigures, figuresIn, isFigurePhrase, unapprovedFigures } from './figures.js';

const STARTING_LIST = approvedFigures(APPROVED_CLAIMS.flatMap((claim) => claim.figures));
/** The unapproved figures of one run of text, held to the starting list. */
const unapproved = (text: string, approved = STARTING_LIST) => unapprovedFigures([{ text }], approved);

describe('figuresIn', () => {
  it.each([
    ['99.8% on-time delivery, 40–60 percent cheaper', ['99.8%', '40–60 percent']],
    ['300+ cities, 10K+ deliveries and 5,000+ shipments', ['300+ cities', '10K+ deliveries', '5,000+ shipments']],
    ['cargo insurance up to $1M, $2.1 million saved, shipments of $50,000+ or $50,000 or more', ['$1M', '$2.1 million', '$50,000+', '$50,000 or more']],
    ['a 15:1 return, 3x recognition, 2-5 times faster', ['15:1', '3x recognition', '2-5 times faster']],
    ['Rated 5.0 from 127 reviews', ['5.0', '127 reviews']],
    ['pickup in 60-90 minutes, a 2-hour window, 24 to 48 hours, 1-2 days, 2-4 weeks, 47 min', ['60-90 minutes', '2-hour', '24 to 48 hours', '1-2 days', '2-4 weeks', '47 min']],
    ['sprinter vans carry 3,500 lbs; up to 150 lb; a 100-mile radius', ['3,500 lbs', '150 lb', '100-mile']],
    ['pickup 5:00 PM-8:00 PM, delivered by 10:30 AM. Even at 3 a.m.', ['5:00 PM', '8:00 PM', '10:30 AM', '3 a.m.']],
    ['a carry-on of 22x14x9 inches or a 48 x 40 in pallet', ['22x14x9 inches', '48 x 40 in']],
    ['dispatch 24/7, 24/7/365', ['24/7', '24/7/365']],
  ])('finds the figures of %p', (text, figures) => {
    expect(figuresIn(text)).toEqual(figures);
  });

  it.each([
    ['a count or a multiple with the word right after it', 'over 15+ years of on-time freight, 3x Industry awards', undefined, ['15+ years', '3x Industry']],
    ['a word with a hyphen', '10K+ time-critical moves', undefined, ['10K+ time-critical']],
    ["a stat's value with the first word of its label", '300+', 'Cities served', ['300+ Cities']],
    ['the word after it before the label', '300+ metro areas', 'Coverage', ['300+ metro']],
    ['a count alone when no word follows and no label names it', 'up 300+, and 2-5x.', undefined, ['300+', '2-5x']],
    ['no word across a number or a code', '300+ 24/7 and 50+ H2', undefined, ['300+', '24/7', '50+']],
  ])('reads %s', (_, text, label, figures) => {
    expect(figuresIn(text, label)).toEqual(figures);
  });

  it.each([
    ['years', 'Founded in 1998, recognised in 2023 and 2024, guides for 2025'],
    ['street numbers and ZIP codes', '1200 Main Street, Charlotte, NC 28202-1234'],
    ['phone numbers', 'Call (800) 555-0199 or 800-555-0199'],
    ['populations and plain numbers', 'a city of more than 680,000 residents, 1.3 million people, 26,000'],
    ['list numbering', 'Step 1. Call. 2. Pack. Hour 0-2: driver at your dock'],
    ['numbers inside words and codes', 'along I-35 and US-50, an H2 heading, a 1200x630 image, class-8 trucks'],
    ['a rating without a rating word', 'version 4.5 of the app'],
    ['a distance "away" and a reading time', 'the airport is about 19 miles away · 6 min read'],
    ['a time without AM or PM', 'the 5:00-8:00 window'],
  ])('finds no figure in %s', (_, text) => {
    expect(figuresIn(text)).toEqual([]);
  });
});

describe('unapprovedFigures', () => {
  it('reports each figure no approved claim allows, once, as first written', () => {
    expect(unapproved('99.8% on time, 97% on time, 97 percent again, 200+ cities, $3M cover, 6 hours')).toEqual(['97%', '200+ cities', '$3M', '6 hours']);
  });

  it('approves a count only with what it counts', () => {
    expect(unapproved('15+ years in freight and 15+ states covered')).toEqual(['15+ states']);
    expect(unapproved('150+ countries, 150+ airports, 3x industry awards, 3x faster')).toEqual(['150+ airports', '3x faster']);
  });

  it('compares the counted word without its letter case, in every run', () => {
    expect(unapprovedFigures([{ text: '300+ Cities' }, { text: '15+', label: 'Years in freight' }, { text: '15+', label: 'States covered' }], STARTING_LIST)).toEqual(['15+ States']);
  });

  it('holds the copy to the phrases it is given', () => {
    expect(unapproved('450+ drivers and 97%', approvedFigures(['450+ drivers']))).toEqual(['97%']);
  });

  it('compares figures, not spellings', () => {
    const sameAsApproved = [
      '150 lb',
      '3500 lbs',
      '60–90 minutes',
      '60 to 90 min',
      '1,000+ clients',
      '10,000+ deliveries',
      '5000+ shipments',
      '3 times industry',
      '2-5x faster',
      '2-5 Times Faster',
      '$50,000 and up',
      '30-minute',
      '24—48 hrs',
      '100 mi',
      '10:30 a.m.',
      '8 PM',
      '5.0 stars',
      '22 x 14 x 9 inches',
    ];
    expect(sameAsApproved.filter((figure) => unapproved(figure).length > 0)).toEqual([]);
  });

  it('keeps figures apart that only look alike', () => {
    expect(unapproved('15 days, $50,000 saved, 22x14x9 cm, 99.7%')).toEqual(['15 days', '$50,000', '22x14x9 cm', '99.7%']);
  });
});

describe('isFigurePhrase', () => {
  it('takes exactly one figure as the audit reads it', () => {
    expect(['15+ years', '300+', '99.8%', '2-4 hours', '$1M', '3x industry'].filter((phrase) => !isFigurePhrase(phrase))).toEqual([]);
    expect(['fifteen years', '2025', '15+ years and 300+ cities', ' 15+ years', 'about 15+ years'].filter(isFigurePhrase)).toEqual([]);
  });
});
