import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { fromRepo, repoRoot } from './repo';

/**
 * The behaviours of docs/architecture.md "Following a behaviour" stay at most two imports from
 * the file that owns them, and that section links every file on the way.
 *
 * How hops are counted: one per import of a module, static or dynamic (`import()`); type-only
 * imports do not count. A workspace package is one hop to its entry (`@agency/data` →
 * `packages/data/src/index.ts`, its `source` export); the entry's re-exports
 * (`export * from './repositories/leads'`) are part of the package, not hops of their own, so the
 * hop lands on the file that declares the symbol. Other packages (React, React Router) are not
 * followed.
 */

const repo = repoRoot;
const siteFile = (file: string) => path.join(repo, 'apps/site/src', file);

type Kind = 'static' | 'dynamic' | 'reexport';
/** One import of a module: what it names (`'*'`: the whole module), how, and whether it runs as the module evaluates. */
interface Edge {
  specifier: string;
  kind: Kind;
  /** Imported name → the name in the imported module (`export { a as b } from` maps `b` → `a`). */
  names: Map<string, string> | '*';
  topLevel: boolean;
}
interface Module {
  edges: Edge[];
  declares: Set<string>;
}

const exported = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

const parsed = new Map<string, Module>();
/** The imports and exported declarations of one source file. */
function parse(file: string): Module {
  const cached = parsed.get(file);
  if (cached) return cached;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const module: Module = { edges: [], declares: new Set() };
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const names = new Map<string, string>();
      if (clause?.name) names.set('default', 'default');
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) {
        module.edges.push({ specifier: statement.moduleSpecifier.text, kind: 'static', names: '*', topLevel: true });
        continue;
      }
      for (const element of bindings?.elements ?? []) {
        if (!element.isTypeOnly) names.set((element.propertyName ?? element.name).text, (element.propertyName ?? element.name).text);
      }
      module.edges.push({ specifier: statement.moduleSpecifier.text, kind: 'static', names, topLevel: true });
    } else if (ts.isExportDeclaration(statement)) {
      if (statement.isTypeOnly) continue;
      const clause = statement.exportClause;
      if (!statement.moduleSpecifier || !ts.isStringLiteral(statement.moduleSpecifier)) {
        if (clause && ts.isNamedExports(clause)) clause.elements.forEach((e) => module.declares.add(e.name.text));
        continue;
      }
      const names = new Map<string, string>();
      if (clause && ts.isNamedExports(clause)) {
        for (const e of clause.elements) if (!e.isTypeOnly) names.set(e.name.text, (e.propertyName ?? e.name).text);
      }
      const all = !clause;
      module.edges.push({ specifier: statement.moduleSpecifier.text, kind: 'reexport', names: all ? '*' : names, topLevel: true });
    } else if (exported(statement)) {
      if (ts.isVariableStatement(statement)) {
        statement.declarationList.declarations.forEach((d) => ts.isIdentifier(d.name) && module.declares.add(d.name.text));
      } else if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name) {
        module.declares.add(statement.name.text);
      }
    }
  }
  const visit = (node: ts.Node, topLevel: boolean): void => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (specifier && ts.isStringLiteral(specifier)) {
        module.edges.push({ specifier: specifier.text, kind: 'dynamic', names: '*', topLevel });
      }
    }
    ts.forEachChild(node, (child) => visit(child, topLevel && !ts.isFunctionLike(node)));
  };
  visit(source, true);
  parsed.set(file, module);
  return module;
}

/** Each workspace package's entry: its name → the file of its `source` export. */
const workspaceEntries = new Map(
  readdirSync(path.join(repo, 'packages')).flatMap((dir) => {
    const manifest = path.join(repo, 'packages', dir, 'package.json');
    if (!existsSync(manifest)) return [];
    const { name, exports } = JSON.parse(readFileSync(manifest, 'utf8'));
    const entry = exports?.['.']?.source;
    return entry ? [[name as string, path.join(repo, 'packages', dir, entry)] as const] : [];
  }),
);

/** The file an import names: a relative path with its extension, or a workspace package's entry; `null` otherwise. */
function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return workspaceEntries.get(specifier) ?? null;
  const base = path.resolve(path.dirname(from), specifier.replace(/\?.*$/, ''));
  const file = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((f) => existsSync(f) && statSync(f).isFile());
  return file ?? null;
}

/** The file that declares `name` as `file` exports it, following re-exports (no hops). */
function declaringFile(file: string, name: string): string | null {
  const module = parse(file);
  if (module.declares.has(name)) return file;
  for (const edge of module.edges) {
    if (edge.kind !== 'reexport') continue;
    const original = edge.names === '*' ? (name === 'default' ? undefined : name) : edge.names.get(name);
    const target = original && resolve(file, edge.specifier);
    const found = target && declaringFile(target, original);
    if (found) return found;
  }
  return null;
}

/** A way from a file to a symbol: the files of each hop (the last declares it), and each hop's import. */
interface Chain {
  files: string[];
  edges: Edge[];
}

/** The shortest chain of imports from `start` to the file declaring `symbol`, at most `maxHops` long. */
function chainTo(start: string, symbol: string, maxHops = 2): Chain | null {
  let frontier: Chain[] = [{ files: [start], edges: [] }];
  for (let hop = 1; hop <= maxHops; hop += 1) {
    const next: Chain[] = [];
    for (const chain of frontier) {
      const from = chain.files.at(-1)!;
      for (const edge of parse(from).edges) {
        // A re-export is the package (or folder) handing on its own code, not a hop: declaringFile follows it.
        if (edge.kind === 'reexport') continue;
        const target = resolve(from, edge.specifier);
        if (!target) continue;
        const names = edge.names === '*' ? null : edge.names;
        const wanted = names ? names.get(symbol) : symbol;
        const declared = wanted && declaringFile(target, wanted);
        if (declared) return { files: [...chain.files, declared], edges: [...chain.edges, edge] };
        // Through the module itself, or where each of its imported names is declared.
        const onward = new Set([target, ...[...(names?.values() ?? [])].map((n) => declaringFile(target, n) ?? target)]);
        onward.forEach((file) => next.push({ files: [...chain.files, file], edges: [...chain.edges, edge] }));
      }
    }
    frontier = next;
  }
  return null;
}

const behaviour = readFileSync(path.join(repo, 'docs/architecture.md'), 'utf8').split(/^## Following a behaviour$/m)[1]?.split(/^## /m)[0] ?? '';
/** Whether the docs section links `file` (a link relative to docs/). */
const documented = (file: string) => behaviour.includes(`](../${fromRepo(file)})`);

/** Asserts `symbol` is at most two imports from `start`, documented hop by hop; returns the chain. */
function expectWithinTwoHops(start: string, symbol: string, declaredIn: string): Chain {
  const chain = chainTo(start, symbol);
  expect(chain, `${symbol} within two imports of ${fromRepo(start)}`).not.toBeNull();
  expect(fromRepo(chain!.files.at(-1)!)).toBe(declaredIn);
  for (const file of chain!.files) expect(documented(file), `docs/architecture.md links ${fromRepo(file)}`).toBe(true);
  return chain!;
}

describe('two hops from a route to each documented behaviour', () => {
  it('has the section in docs/architecture.md, without placeholders', () => {
    expect(behaviour).not.toBe('');
    expect(behaviour).not.toContain('TODO(hops)');
  });

  it('free-sample submit: the lead-dialogs layout route of home, portfolio and packages fetches the dialogs module as it evaluates, which calls the repository', () => {
    const layout = siteFile('routes/lead-dialogs/route.tsx');
    const chain = expectWithinTwoHops(layout, 'insertFreeSampleRequest', 'packages/data/src/repositories/leads.ts');
    expect(fromRepo(chain.files[1]!)).toBe('apps/site/src/features/leads/LeadDialogs.tsx');
    // Its own chunk (a static import would put it in the page's), requested as the layout's module runs.
    expect(chain.edges[0]).toMatchObject({ kind: 'dynamic', topLevel: true });
    expect(chainTo(layout, 'insertCallbackRequest')?.files[1]).toBe(chain.files[1]);
    // The three pages whose buttons open the dialogs are inside that layout (routes.ts).
    const routes = readFileSync(siteFile('routes.ts'), 'utf8');
    const inside = routes.split("layout('routes/lead-dialogs/route.tsx'")[1]?.split(']),')[0] ?? '';
    for (const route of ['home', 'portfolio', 'packages']) expect(inside).toContain(`'routes/${route}/route.tsx'`);
  });

  it('offer rotation: root loads the offers, the frame hands them to the OfferBanner, whose timer rotates them', () => {
    expectWithinTwoHops(siteFile('root.tsx'), 'listCurrentOffers', 'packages/data/src/repositories/content.ts');
    const chain = expectWithinTwoHops(siteFile('root.tsx'), 'OfferBanner', 'packages/ui/src/OfferBanner/OfferBanner.tsx');
    expect(fromRepo(chain.files[1]!)).toBe('apps/site/src/layout/RootLayout.tsx');
    expect(readFileSync(chain.files.at(-1)!, 'utf8')).toMatch(/setTimeout\(rotate/);
  });

  it("a blog post's data: the loaders of its layout route call getBlogPostBySlug, and the post's route sits in that layout", () => {
    expectWithinTwoHops(siteFile('routes/blog-section/route.tsx'), 'getBlogPostBySlug', 'packages/data/src/repositories/blog.ts');
    const routes = readFileSync(siteFile('routes.ts'), 'utf8');
    expect(routes).toMatch(/route\('blog', 'routes\/blog-section\/route\.tsx', \[.*route\(':slug', 'routes\/blog-post\/route\.tsx'\)/);
  });

  it('the contact form and the newsletter reach their inserts within two imports too', () => {
    expect(chainTo(siteFile('routes/contact/route.tsx'), 'insertContactQuery')).not.toBeNull();
    const newsletter = chainTo(siteFile('layout/RootLayout.tsx'), 'insertSubscriber');
    expect(newsletter).not.toBeNull();
    // Fetched on the first submit, not with the frame.
    expect(newsletter!.edges[0]).toMatchObject({ kind: 'dynamic', topLevel: false });
  });
});
