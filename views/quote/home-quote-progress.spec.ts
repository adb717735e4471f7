import { progressFromPercent, progressOf } from './home-quote-progress.js';

const empty = { firstName: '', lastName: '', email: '', service: '' };

describe('progressOf', () => {
  it('counts the four required fields, ignoring blanks', () => {
    expect(progressOf(empty)).toEqual({ percent: 0, tone: 'red', message: 'Just getting started' });
    expect(progressOf({ ...empty, firstName: 'Ada', lastName: '   ' })).toEqual({ percent: 25, tone: 'red', message: 'Just getting started' });
    expect(progressOf({ ...empty, firstName: 'Ada', lastName: 'L' })).toEqual({
      percent: 50,
      tone: 'yellow',
      message: 'Great progress - keep going!',
    });
    expect(progressOf({ ...empty, firstName: 'Ada', lastName: 'L', email: 'a@b.co' })).toEqual({
      percent: 75,
      tone: 'green',
      message: 'Almost done - just a few more fields',
    });
    expect(progressOf({ firstName: 'Ada', lastName: 'L', email: 'a@b.co', service: 'custom' })).toEqual({
      percent: 100,
      tone: 'green',
      message: 'Complete! Ready to submit',
    });
  });

  it('switches colour at 30 and 70 percent and message at 30, 70 and 100', () => {
    expect(progressFromPercent(29)).toMatchObject({ tone: 'red', message: 'Just getting started' });
    expect(progressFromPercent(30)).toMatchObject({ tone: 'yellow', message: 'Great progress - keep going!' });
    expect(progressFromPercent(69)).toMatchObject({ tone: 'yellow', message: 'Great progress - keep going!' });
    expect(progressFromPercent(70)).toMatchObject({ tone: 'green', message: 'Almost done - just a few more fields' });
    expect(progressFromPercent(99)).toMatchObject({ tone: 'green', message: 'Almost done - just a few more fields' });
    expect(progressFromPercent(100)).toMatchObject({ tone: 'green', message: 'Complete! Ready to submit' });
  });
});
