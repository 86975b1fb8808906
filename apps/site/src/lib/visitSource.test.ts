/**
 * How a visit's source is read from its landing address and referrer (`readVisitSource`,
 * docs/privacy.md): what is kept, what is dropped, and that what is kept passes the database's
 * rules (the same facts of @agency/domain).
 */
import { LEAD_SOURCE_FORBIDDEN, LEAD_SOURCE_MAX_LENGTH, SOURCE_LANDING_PATH_PATTERN, SOURCE_REFERRER_PATTERN } from '@agency/domain';
import { describe, expect, it } from 'vitest';
import { readVisitSource } from './visitSource';

const SITE = 'https://thumbcraft.studio';

describe('readVisitSource', () => {
  it('a YouTube bio link: the parameters, the landing path, the referrer as an origin only', () => {
    expect(readVisitSource(`${SITE}/portfolio?utm_source=youtube&utm_campaign=bio-link#work`, 'https://www.youtube.com/watch?v=abc&t=10')).toEqual({
      source_landing_path: '/portfolio',
      source_referrer: 'https://www.youtube.com',
      utm_source: 'youtube',
      utm_campaign: 'bio-link',
    });
  });

  it('every parameter of the list, the first of each; others are not kept', () => {
    const query = 'utm_source=google&utm_medium=cpc&utm_campaign=winter&utm_term=gaming+thumbnails&utm_content=ad%201&gclid=EAIa&fbclid=IwAR&utm_source=second&email=a@b.co&ref=x';
    expect(readVisitSource(`${SITE}/?${query}`, '')).toEqual({
      source_landing_path: '/',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'winter',
      utm_term: 'gaming thumbnails',
      utm_content: 'ad 1',
      gclid: 'EAIa',
      fbclid: 'IwAR',
    });
  });

  it('a direct visit (no parameter, no other site) has no source at all, so the form sends only its own columns', () => {
    expect(readVisitSource(`${SITE}/packages`, '')).toEqual({});
    expect(readVisitSource(`${SITE}/packages?caseStudy=2`, `${SITE}/`)).toEqual({});
  });

  it('a search engine sends no parameter: its origin and the landing path are the source', () => {
    expect(readVisitSource(`${SITE}/blog/ctr-tips`, 'https://www.google.com/')).toEqual({ source_landing_path: '/blog/ctr-tips', source_referrer: 'https://www.google.com' });
  });

  it('a link followed on this site before the app ran: the visit began on the referring page', () => {
    expect(readVisitSource(`${SITE}/packages`, `${SITE}/?utm_source=youtube&utm_campaign=bio-link`)).toEqual({
      source_landing_path: '/',
      utm_source: 'youtube',
      utm_campaign: 'bio-link',
    });
  });

  it('values are trimmed and capped at 200 characters (code points: an emoji is never cut in half); blank ones dropped', () => {
    const long = '😀'.repeat(LEAD_SOURCE_MAX_LENGTH + 5);
    const source = readVisitSource(`${SITE}/?utm_source=${encodeURIComponent(`  ${long}`)}&utm_medium=%20%20&utm_term=`, '');
    expect(Array.from(source.utm_source!)).toHaveLength(LEAD_SOURCE_MAX_LENGTH);
    expect(source.utm_source).toBe('😀'.repeat(LEAD_SOURCE_MAX_LENGTH));
    expect(source).not.toHaveProperty('utm_medium');
    expect(source).not.toHaveProperty('utm_term');
    const path = readVisitSource(`${SITE}/${'a'.repeat(300)}?utm_source=x`, '').source_landing_path!;
    expect([path.length, path.startsWith('/')]).toEqual([LEAD_SOURCE_MAX_LENGTH, true]);
  });

  it('malformed values are dropped: control characters, referrers that are not http(s) pages', () => {
    expect(readVisitSource(`${SITE}/?utm_source=you%0Atube&utm_campaign=a%00b&utm_medium=x%C2%85y&utm_content=ok`, '')).toEqual({ source_landing_path: '/', utm_content: 'ok' });
    for (const referrer of ['android-app://com.google.android.youtube/', 'not a url', 'file:///etc/passwd', 'about:blank']) {
      expect(readVisitSource(`${SITE}/`, referrer)).toEqual({});
    }
    expect(readVisitSource('not a url', 'https://www.youtube.com/')).toEqual({});
  });

  it('a referrer with credentials or a port keeps only its origin', () => {
    expect(readVisitSource(`${SITE}/`, 'https://user:secret@partner.example:8443/p?q=1').source_referrer).toBe('https://partner.example:8443');
    expect(readVisitSource(`${SITE}/`, 'https://bücher.de/').source_referrer).toBe('https://xn--bcher-kva.de');
  });

  it('what it keeps passes the database rules (the same facts)', () => {
    const source = readVisitSource(`${SITE}/%E2%9C%93 x?utm_source=${encodeURIComponent('<b>ok</b>')}`, 'http://[2001:db8::1]:3000/x');
    expect(source.source_landing_path).toMatch(SOURCE_LANDING_PATH_PATTERN);
    expect(source.source_referrer).toMatch(SOURCE_REFERRER_PATTERN);
    for (const value of Object.values(source)) expect(value).not.toMatch(LEAD_SOURCE_FORBIDDEN);
  });
});
