import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, findPasswordProblem, findUsernameProblem, isValidEmail, sanitizeInput } from './auth.schemas.js';
import { toLocale } from './locale.js';

describe('password rules (spec 001 §5)', () => {
  it.each([
    ['Short1!', AUTH_MESSAGES.passwordTooShort],
    ['alllowercase1!', AUTH_MESSAGES.passwordWeak],
    ['ALLUPPERCASE1!', AUTH_MESSAGES.passwordWeak],
    ['NoDigits!!', AUTH_MESSAGES.passwordWeak],
    ['NoSpecial123', AUTH_MESSAGES.passwordWeak],
    ['Special#Only1', AUTH_MESSAGES.passwordWeak],
    ['Str0ng-Pass!', null],
    ['Aa1@aaaa', null],
  ])('%s -> %s', (password, expected) => {
    expect(findPasswordProblem(password)).toBe(expected);
  });
});

describe('username rules', () => {
  it.each([
    ['', AUTH_MESSAGES.usernameRequired],
    ['ab', AUTH_MESSAGES.usernameInvalid],
    ['a'.repeat(21), AUTH_MESSAGES.usernameInvalid],
    ['has space', AUTH_MESSAGES.usernameInvalid],
    ['ok_name-1', null],
  ])('%s', (username, expected) => expect(findUsernameProblem(username)).toBe(expected));
});

describe('email shape', () => {
  it.each([
    ['a@b.c', true],
    ['first.last@sub.example.org', true],
    ['a@b', false],
    ['a b@c.d', false],
    ['@b.c', false],
    ['a@.c', false],
  ])('%s', (email, expected) => expect(isValidEmail(email)).toBe(expected));
});

describe('sanitizeInput', () => {
  it('removes angle brackets, javascript: and inline handlers', () => {
    expect(sanitizeInput(' <b>bob</b> ')).toBe('bbob/b');
    expect(sanitizeInput('javascript:alert(1)')).toBe('alert(1)');
    expect(sanitizeInput('x onclick=evil')).toBe('x evil');
  });
});

describe('toLocale', () => {
  it('accepts only en and ru', () => {
    expect(toLocale('ru')).toBe('ru');
    expect(toLocale('en')).toBe('en');
    expect(toLocale('de')).toBe('en');
    expect(toLocale(null)).toBe('en');
  });
});
