import { GUESSABLE_PASSWORDS } from '../../test/fixtures.js';
import { passwordProblem } from './password-policy.js';

describe('passwordProblem', () => {
  it('accepts a long phrase of unrelated words', () => {
    expect(passwordProblem('night shift lantern 42')).toBeNull();
    expect(passwordProblem('ночная смена фонарь')).toBeNull();
  });

  it('counts characters as people do, from 12 to 128', () => {
    expect(passwordProblem('a1b2c3d4e5f')).toBe('password must be at least 12 characters');
    expect(passwordProblem('🚚🚚🚚🚚🚚🚚🚚🚚🚚🚚🚚')).toBe('password must be at least 12 characters');
    expect(passwordProblem('x'.repeat(60) + 'y'.repeat(69))).toBe('password must be at most 128 characters');
    expect(passwordProblem('xy'.repeat(64))).toBe('password is too common: choose a longer phrase of unrelated words');
    expect(passwordProblem('river stone ' + 'k7'.repeat(58))).toBeNull();
  });

  it('refuses common passwords, also with digits or punctuation around them', () => {
    for (const common of ['password1234', 'Password1234!', 'qwerty123456', '!!Welcome2026!!', '123456789012', 'aaaaaaaaaaaa', 'abcabcabcabc']) {
      expect(passwordProblem(common)).toBe('password is too common: choose a longer phrase of unrelated words');
    }
  });

  it('refuses keyboard walks, repeated words and guessable passwords that no short list holds', () => {
    for (const guessable of [...GUESSABLE_PASSWORDS, 'zxcvbnm,./asdfg', 'Letmein2026!Letmein']) {
      expect([guessable, passwordProblem(guessable)]).toEqual([guessable, 'password is too common: choose a longer phrase of unrelated words']);
    }
  });

  it('still accepts the long phrases people are asked to choose', () => {
    for (const phrase of ['lantern harbor quiet 42', 'copper orchard signal 77', 'Kettle-Harbor-Lantern-42', 'correct horse battery staple']) {
      expect([phrase, passwordProblem(phrase, 'dispatch')]).toEqual([phrase, null]);
    }
  });

  it('refuses control characters and the username inside the password', () => {
    expect(passwordProblem('night shift\u0000lantern')).toBe('password must not contain control characters');
    expect(passwordProblem('dispatch-night-2026', 'dispatch')).toBe('password must not contain the username');
  });
});
