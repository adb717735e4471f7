import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../core/admin.js';
import { hasControlCharacter } from '../../core/plain-text.js';

/**
 * Passwords of 12 characters or more that lists of leaked passwords rank among the most used (from the
 * public SecLists and Have I Been Pwned top lists), lower-cased. A password equal to one of them, or to
 * one of them with digits or punctuation added at the end, is refused. zxcvbn (below) refuses each of them
 * as typed, but scores some of them 4 once digits or punctuation surround them ("2026welcometoadmin#").
 */
const COMMON_PASSWORDS = new Set([
  '123456789012', '1234567890123', '12345678901234', '123456789123', '123123123123', '111111111111',
  '000000000000', '123412341234', '987654321987', '098765432109', '147258369147', '123qweasdzxc',
  '1q2w3e4r5t6y', '1qaz2wsx3edc', 'qazwsxedcrfv', 'zaq12wsxcde3', 'qwertyuiopas', 'qwertyuiop12',
  'qwertyuiop123', 'qwerty123456', 'qwerty12345678', 'asdfghjkl123', 'asdfghjklzxc', 'zxcvbnm12345',
  'abcdefghijkl', 'abc123abc123', 'abcd1234abcd', 'abcdef123456', 'a1b2c3d4e5f6', 'password1234',
  'password12345', 'password123456', 'passwordpassword', 'password1password', 'mypassword123', 'newpassword123',
  'changeme1234', 'changemenow1', 'letmein12345', 'welcome12345', 'welcome123456', 'welcometoadmin',
  'iloveyou1234', 'iloveyou12345', 'sunshine1234', 'princess1234', 'football1234', 'baseball1234',
  'superman1234', 'starwars1234', 'trustno11234', 'monkey123456', 'dragon123456', 'master123456',
  'administrator', 'administrator1', 'admin1234567', 'admin123456789', 'adminadmin123', 'adminpassword',
  'rootpassword', 'root12345678', 'toor12345678', 'p@ssw0rd1234', 'p@ssword1234', 'passw0rd1234',
  'qwertyqwerty', 'asdfasdfasdf', 'zxczxczxczxc', 'aaaaaaaaaaaa', 'testtesttest', 'test12345678',
  'default12345', 'secret123456', 'letmeinplease', 'correcthorsebatterystaple', 'thequickbrownfox',
  'elephant1234', 'computer1234', 'internet1234', 'whatever1234', 'samsung12345', 'michael12345',
]);

/** Words that, with only digits or punctuation around them, make the passwords people try first. */
const COMMON_WORDS = new Set([
  'password', 'passw0rd', 'p@ssword', 'p@ssw0rd', 'qwerty', 'qwertyuiop', 'asdfgh', 'asdfghjkl', 'zxcvbnm', 'admin',
  'administrator', 'root', 'letmein', 'welcome', 'iloveyou', 'sunshine', 'princess', 'football', 'baseball',
  'dragon', 'monkey', 'master', 'shadow', 'superman', 'starwars', 'changeme', 'secret', 'default', 'test', 'login',
  'abc', 'abcdef', 'qazwsx', 'trustno', 'whatever', 'freedom', 'expedite', 'dispatch', 'freight', 'courier',
]);

/**
 * zxcvbn's highest score: at least 10^10 guesses for an attacker who tries its lists (leaked passwords and
 * common words, @zxcvbn-ts/language-common), keyboard walks, repeats, sequences, dates and l33t first. Every
 * role needs it: each reaches the leads' personal data or the public site. Score 3 lets `Adminadmin1234`
 * through, even with "admin" among the user inputs.
 */
const MIN_STRENGTH = 4;
const TOO_COMMON = 'password is too common: choose a longer phrase of unrelated words';

let estimator: ZxcvbnFactory | undefined;
/** Built on first use (about 150 ms): only the few requests that set a password pay for it. */
const strength = (password: string, username?: string): number => {
  estimator ??= new ZxcvbnFactory({ dictionary: { ...dictionary }, graphs: adjacencyGraphs });
  return estimator.check(password, username ? [username] : []).score;
};

/** Why a password is refused, or null when it is acceptable (checked before hashing, never logged). */
export function passwordProblem(password: string, username?: string): string | null {
  // Length in characters as people count them (an emoji is one), as ASVS asks.
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return `password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (length > PASSWORD_MAX_LENGTH) return `password must be at most ${PASSWORD_MAX_LENGTH} characters`;
  if (hasControlCharacter(password)) return 'password must not contain control characters';
  const lower = password.toLowerCase();
  // The password without digits and punctuation at either end: "Password1234!" is "password".
  const stem = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  if (COMMON_PASSWORDS.has(lower) || COMMON_PASSWORDS.has(stem) || COMMON_WORDS.has(stem) || new Set(lower).size <= 3) return TOO_COMMON;
  if (username && lower.includes(username.toLowerCase())) return 'password must not contain the username';
  return strength(password, username) < MIN_STRENGTH ? TOO_COMMON : null;
}
