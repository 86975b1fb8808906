/**
 * One source for each claim (docs/requirements.md §1): every figure the site shows about the
 * agency — its rating, ratings count, years, projects, thumbnails, views and team size — comes
 * from `config/business.ts`, so changing a claim there changes it everywhere.
 *
 * - The meta descriptions and titles show no number but the business figures, the phone number
 *   and the packages' prices (`@agency/domain`).
 * - Wherever the site's words (the meta, `config/content.ts`) make a claim ("rated …", "… ratings",
 *   "… years", "… projects", "… thumbnails", "… views", "a team of …"), its number is the one in
 *   business.ts.
 * - No string, template text or JSX text in the site's source but business.ts types such a claim
 *   with a number of its own: the number is read from business.ts instead.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PACKAGES } from '@agency/domain';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { pageMeta } from '../seo/pageMeta';
import { business, type StatName } from './business';
import * as content from './content';

const { claims, stats } = business;
/** How a counter's figure may be written: `3500`, `3500+`, `400M`, `400M+`. */
const forms = (name: StatName) => {
  const { value, suffix } = stats[name];
  return [String(value), `${value}${suffix}`, `${value}${suffix.replace(/\+$/, '')}`];
};

/** The claims a text can make, how to find each one's number, and the numbers business.ts allows for it. */
const CLAIMS: { what: string; pattern: RegExp; allowed: string[] }[] = [
  { what: 'rating', pattern: /\brat(?:ed|ing)\s+(?:of\s+)?(\d+(?:\.\d+)?)|(\d+\.\d+)\s*★?\s*rating\b/gi, allowed: [String(claims.rating)] },
  { what: 'ratings count', pattern: /(\d[\d,.]*[KM]?\+?)\s+ratings\b/gi, allowed: [claims.ratingsCount, claims.ratingsCount.replace(/\+$/, '')] },
  // Years of doing the work ("over 5 years of designing"), not a period of time ("6 years after").
  { what: 'years', pattern: /(\d+)\+?\s+years?\s+(?:of|designing|making)\b/gi, allowed: [String(claims.yearsDesigning), ...forms('yearsOfExperience')] },
  { what: 'projects', pattern: /(\d[\d,.]*\+?)\s+projects\b/gi, allowed: forms('projects') },
  { what: 'thumbnails', pattern: /(\d[\d,.]*\+?)\s+thumbnails\b/gi, allowed: forms('thumbnails') },
  { what: 'views', pattern: /(\d[\d,.]*[KM]?\+?)\s+views\b/gi, allowed: forms('views') },
  { what: 'team size', pattern: /\bteam of (\d+)|(\d+)\+?\s+(?:team members|designers|people)\b/gi, allowed: forms('teamMembers') },
];

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
/** `text` with its number words as digits ("five years" → "5 years"). */
const digits = (text: string) => text.replace(new RegExp(`\\b(${NUMBER_WORDS.join('|')})\\b`, 'gi'), (word) => String(NUMBER_WORDS.indexOf(word.toLowerCase())));

/** Each claim `text` makes: what it claims and the number it gives. */
const claimsIn = (text: string) =>
  CLAIMS.flatMap(({ what, pattern, allowed }) =>
    [...digits(text).matchAll(pattern)].map((m) => ({ what, number: (m[1] ?? m[2])!, allowed })),
  );

/** Every string in a value of plain data (objects and arrays; components such as icons are skipped). */
const stringsOf = (value: unknown): string[] => {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) return Object.values(value).flatMap(stringsOf);
  return [];
};

const metaTexts = Object.values(pageMeta).flatMap((meta) => [meta.title, meta.description]);

describe('the figures the site shows come from config/business.ts', () => {
  it('a meta description or title shows no number but a business figure, the phone number or a price', () => {
    const allowed = new Set([
      ...CLAIMS.flatMap((claim) => claim.allowed),
      ...(business.phone.display.match(/\d+/g) ?? []),
      ...PACKAGES.map((pkg) => String(pkg.priceUsd)),
    ]);
    const numbers = metaTexts.flatMap((text) => (text.match(/\d+(?:[.,]\d+)*(?:[KM]\+?|\+)?/g) ?? []).map((number) => ({ text, number })));
    expect(numbers.length).toBeGreaterThan(5);
    expect(numbers.filter(({ number }) => !allowed.has(number))).toEqual([]);
  });

  it('every claim in the meta and the content config gives the figure of business.ts', () => {
    const found = [...metaTexts, ...stringsOf({ ...content })].flatMap((text) => claimsIn(text).map((claim) => ({ text, ...claim })));
    // The home description claims the rating, the ratings and the thumbnails; about the team, years, projects and views.
    expect(new Set(found.map(({ what }) => what)).size).toBe(CLAIMS.length);
    expect(found.filter(({ number, allowed }) => !allowed.includes(number))).toEqual([]);
  });

  it("no text in the site's source but business.ts types a claim's number", () => {
    const srcDir = path.resolve(import.meta.dirname, '..');
    const files = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter((file) => path.resolve(srcDir, file) !== path.resolve(import.meta.dirname, 'business.ts'));
    expect(files.length).toBeGreaterThan(30);
    const typed = files.flatMap((file) => {
      const source = ts.createSourceFile(file, readFileSync(path.join(srcDir, file), 'utf8'), ts.ScriptTarget.Latest, true);
      const texts: string[] = [];
      const visit = (node: ts.Node): void => {
        // String literals, the fixed parts of template literals (not what `${…}` reads), JSX text.
        if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) texts.push(node.text);
        ts.forEachChild(node, visit);
      };
      visit(source);
      return texts.flatMap((text) => claimsIn(text).map(({ what }) => `${file}: ${what} in ${JSON.stringify(text)}`));
    });
    expect(typed).toEqual([]);
  });
});
