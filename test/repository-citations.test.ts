/**
 * The repository explains itself: no comment, test title, README or SQL comment cites a document
 * outside the repository (the product spec it was built from, ARCHITECTURE.md, TOOLCHAIN.md,
 * STYLE.md) or an issue number. Requirements are cited as `docs/requirements.md §N`, the design
 * as a section of `docs/architecture.md` or a decision in `docs/decisions/`; docs/README.md says
 * how. This test walks every tracked text file (`git ls-files`) and also checks that what is
 * cited exists: every `docs/requirements.md §N` is a heading there, every `docs/….md` is a file,
 * and a section named in quotes after a document is one of its headings.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fromRepo, repoRoot } from './repo';

const root = repoRoot;
const self = fromRepo(fileURLToPath(import.meta.url));

/** Files never read: installed or built output, the lockfile, binaries, and captured third-party output. */
const SKIPPED_DIRECTORY = /(^|\/)(node_modules|dist|storybook-static|test-results|\.turbo|\.data)\//;
const BINARY = /\.(png|jpe?g|gif|webp|avif|ico|woff2?|ttf|otf|eot|gz|br|zip|tgz|pdf|mp4|webm|wasm)$/i;
/** `fixtures/` hold byte-exact copies of third-party output (their README is ours and is read). */
const CAPTURED_FIXTURE = /(^|\/)fixtures\/(?!README\.md$)/;

/** What must not appear: citations of the outside spec, of issue numbers and of outside documents. */
const FORBIDDEN: { what: string; pattern: RegExp }[] = [
  { what: 'an issue number', pattern: /\bissues? #?\d+/i },
  { what: 'the outside spec (§)', pattern: /\bspec(?:'s)? §/i },
  { what: 'the outside spec (@see)', pattern: /@see spec\b/i },
  // `(spec: ThumbSpec` is a typed parameter, not a citation.
  { what: 'the outside spec (in parentheses)', pattern: /\([Ss]pec(?::\s+[^A-Z\s]|\s)|\s[Ss]pec\)/ },
  { what: 'the outside spec (prose)', pattern: /\bthe spec(?:'s)?\b(?!\s+files?\b)/i },
  { what: 'the outside spec (coverage lines)', pattern: /\bspec lines?\b/i },
  { what: 'a document outside the repository', pattern: /\b(?:ARCHITECTURE|TOOLCHAIN|STYLE)\.md\b|product-spec/ },
];

interface SourceLine {
  file: string;
  line: number;
  text: string;
}

/** Every line of every tracked text file, but this one (it names the patterns). */
function trackedLines(): SourceLine[] {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\0')
    .filter((file) => file && file !== self && file !== 'package-lock.json')
    .filter((file) => !SKIPPED_DIRECTORY.test(file) && !BINARY.test(file) && !CAPTURED_FIXTURE.test(file));
  const lines: SourceLine[] = [];
  for (const file of files) {
    const full = path.join(root, file);
    if (!existsSync(full)) continue; // deleted in the work tree, not yet committed
    const bytes = readFileSync(full);
    if (bytes.includes(0)) continue; // binary
    bytes
      .toString('utf8')
      .split('\n')
      .forEach((text, index) => lines.push({ file, line: index + 1, text }));
  }
  return lines;
}

const lines = trackedLines();
const at = (l: SourceLine, what: string) => `${l.file}:${l.line}: ${what}: ${l.text.trim().slice(0, 160)}`;

const headingsOf = new Map<string, string[]>();
/** The headings of a Markdown file, without their `#`s. */
function headings(file: string): string[] {
  let found = headingsOf.get(file);
  if (!found) {
    found = readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .filter((line) => /^#{1,6} /.test(line))
      .map((line) => line.replace(/^#+ /, '').trim());
    headingsOf.set(file, found);
  }
  return found;
}

describe('citations in the repository', () => {
  it('reads the repository (git ls-files found its files)', () => {
    expect(lines.length).toBeGreaterThan(1000);
    expect(existsSync(path.join(root, 'docs/requirements.md'))).toBe(true);
  });

  it('no file cites the outside spec, an issue number, or ARCHITECTURE.md / TOOLCHAIN.md / STYLE.md', () => {
    const found = lines.flatMap((l) => FORBIDDEN.filter(({ pattern }) => pattern.test(l.text)).map(({ what }) => at(l, what)));
    expect(found).toEqual([]);
  });

  it('every docs/requirements.md §N cited is a heading of docs/requirements.md', () => {
    const sections = new Set(headings('docs/requirements.md').flatMap((h) => /^§(\d+(?:\.\d+)?) /.exec(h)?.[1] ?? []));
    expect(sections.size).toBeGreaterThanOrEqual(9);
    const citation = /docs\/requirements\.md[)\]]?,?\s*(§\d+(?:\.\d+)?(?:\s*(?:,|;|\/|and|or)\s*§\d+(?:\.\d+)?)*)/g;
    const cited = lines.flatMap((l) => [...l.text.matchAll(citation)].flatMap((m) => [...m[1]!.matchAll(/§(\d+(?:\.\d+)?)/g)].map((s) => ({ l, section: s[1]! }))));
    expect(cited.length).toBeGreaterThan(50);
    expect(cited.filter(({ section }) => !sections.has(section)).map(({ l, section }) => at(l, `no heading §${section}`))).toEqual([]);
  });

  it('every docs/….md cited exists, and a section named in quotes after it is one of its headings', () => {
    const document = /(?<![\w./-])(?:\.\.\/)*(docs\/[\w./-]*?\.md)\b/g;
    const section = /(docs\/[\w./-]*?\.md|the root README\.md)[)\]]?,?\s*\(?"([^"]+)"/g;
    expect(lines.filter((l) => section.test(l.text)).length).toBeGreaterThan(5);
    section.lastIndex = 0;
    const problems = lines.flatMap((l) => [
      ...[...l.text.matchAll(document)].filter((m) => !existsSync(path.join(root, m[1]!))).map((m) => at(l, `no file ${m[1]}`)),
      ...[...l.text.matchAll(section)]
        .filter((m) => {
          const file = m[1] === 'the root README.md' ? 'README.md' : m[1]!;
          return existsSync(path.join(root, file)) && !headings(file).includes(m[2]!);
        })
        .map((m) => at(l, `no heading "${m[2]}" in ${m[1]}`)),
    ]);
    expect(problems).toEqual([]);
  });
});
