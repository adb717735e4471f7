import { approveFigurePath, splitFigures } from './approved-claims.js';

describe('splitFigures', () => {
  it('takes one phrase a line or separated by commas, keeping thousands separators', () => {
    expect(splitFigures('300+ cities\n 15+  years ,$50,000+, 3,500 lbs\n\n2-4 hours,150+ countries')).toEqual(['300+ cities', '15+ years', '$50,000+', '3,500 lbs', '2-4 hours', '150+ countries']);
  });
});

describe('approveFigurePath', () => {
  it('links the approve form with the phrase filled in', () => {
    expect(approveFigurePath('15+ states')).toBe('/admin/claims?figure=15%2B%20states');
  });
});
