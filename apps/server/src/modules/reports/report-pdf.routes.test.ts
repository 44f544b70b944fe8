import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { pdfLocale } from './report-pdf.routes.js';

const request = (parts: { lang?: string; cookie?: string; acceptLanguage?: string }) =>
  ({
    query: parts.lang === undefined ? {} : { lang: parts.lang },
    cookies: parts.cookie === undefined ? {} : { locale: parts.cookie },
    headers: parts.acceptLanguage === undefined ? {} : { 'accept-language': parts.acceptLanguage },
  }) as unknown as FastifyRequest;

describe('PDF language', () => {
  it('takes lang first, then the locale cookie, then Accept-Language by weight, else English', () => {
    expect(pdfLocale(request({ lang: 'ru', cookie: 'en', acceptLanguage: 'en' }))).toBe('ru');
    expect(pdfLocale(request({ lang: 'de', cookie: 'ru' }))).toBe('en');
    expect(pdfLocale(request({ cookie: 'ru-RU', acceptLanguage: 'en' }))).toBe('ru');
    expect(pdfLocale(request({ acceptLanguage: 'de-DE,de;q=0.9,ru;q=0.8,en;q=0.5' }))).toBe('ru');
    expect(pdfLocale(request({ acceptLanguage: 'en;q=0.4, ru-RU;q=0.7' }))).toBe('ru');
    expect(pdfLocale(request({ acceptLanguage: 'fr' }))).toBe('en');
    expect(pdfLocale(request({}))).toBe('en');
  });
});
