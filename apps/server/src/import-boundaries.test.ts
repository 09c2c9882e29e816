import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The module rules of docs/architecture.md, checked over every non-test source file:
 * - a route file (`*.routes.ts`) never imports a queries file (`*.queries.ts`), its own module's or another's;
 * - a surface (`surfaces/`, e.g. the Green-API-compatible methods) never imports a queries file: a
 *   second surface is a translation over the services, not a second way to the tables;
 * - a module (`modules/<name>/`) uses another module through its services and plain helpers, never
 *   its queries, except `modules/events`: the event outbox is the shared core every writer may use,
 *   queries included, so that a change appends its events in its own statement;
 * - no module imports `jobs/` or `surfaces/`, nor the process runtime (`runtime.ts`): the jobs, the
 *   app's surfaces and the runtime that assembles them sit above modules and call them, never the
 *   other way (a module declares the parts it needs as its own deps type);
 * - no import cycles between modules, type-only imports counted too: a type shared both ways is
 *   still two modules that cannot be understood, or moved, one without the other.
 */
const srcDir = dirname(fileURLToPath(import.meta.url));
const eventOutbox = 'events';
const upperLayers = ['jobs', 'surfaces'];
/** Files at the root of src that assemble the process, above every module. */
const assemblyFiles = ['runtime.ts', 'app.ts', 'server.ts', 'worker-app.ts', 'main.ts'];

function isTestFile(name: string): boolean {
  return name.endsWith('.test.ts') || name.endsWith('-test-setup.ts');
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !isTestFile(entry.name) ? [path] : [];
  });
}

const importPatterns = [
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?[\w*{}\s,$]+?\s+from\s+'([^']+)'/g,
  /(?:^|[\s;])import\s+'([^']+)'/g,
  /\bimport\(\s*'([^']+)'\s*\)/g,
];

/** Every module specifier the text imports or re-exports, static or dynamic. */
function specifiersOf(text: string): string[] {
  return importPatterns.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1] as string));
}

/** The file a relative specifier names; undefined for packages. */
function importedFile(file: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(file), specifier);
  const candidates = [base, `${base}.ts`, join(base, 'index.ts')];
  return candidates.find((path) => path.endsWith('.ts') && existsSync(path)) ?? `${base}.ts`;
}

interface Place {
  /** The file's name. */
  name: string;
  /** `modules/<name>/...`: the module's name. */
  module?: string;
  /** The top folder under src (`modules`, `jobs`, `http`...), or '' for a file at the root. */
  layer: string;
  isRoutes: boolean;
  isQueries: boolean;
}

function placeOf(path: string): Place {
  const parts = relative(srcDir, path).split(sep);
  const name = parts.at(-1) as string;
  const layer = parts.length > 1 ? (parts[0] as string) : '';
  return {
    name,
    module: layer === 'modules' && parts.length > 2 ? parts[1] : undefined,
    layer,
    isRoutes: name.endsWith('.routes.ts'),
    isQueries: name.endsWith('.queries.ts'),
  };
}

/** Why `from` may not import `to`, or undefined when it may. */
function brokenRule(from: Place, to: Place): string | undefined {
  if (from.isRoutes && to.isQueries) return 'a route file imports a queries file';
  if (from.layer === 'surfaces' && to.isQueries)
    return 'a surface imports a queries file (a surface translates to services)';
  if (from.module === undefined) return undefined;
  if (upperLayers.includes(to.layer)) return `a module imports ${to.layer}/ (it sits above modules)`;
  if (to.layer === '' && assemblyFiles.includes(to.name))
    return `a module imports ${to.name} (it assembles the process, above modules)`;
  const otherModule = to.module !== undefined && to.module !== from.module;
  if (otherModule && to.isQueries && to.module !== eventOutbox)
    return `a module imports module '${to.module}''s queries (use its services)`;
  return undefined;
}

interface Import {
  file: string;
  specifier: string;
  target: string;
}

function importsOf(file: string): Import[] {
  return specifiersOf(readFileSync(file, 'utf8')).flatMap((specifier) => {
    const target = importedFile(file, specifier);
    return target === undefined ? [] : [{ file, specifier, target }];
  });
}

function describeImport({ file, specifier }: Import): string {
  return `${relative(srcDir, file)} imports '${specifier}'`;
}

function forbiddenImports(imports: Import[]): string[] {
  return imports.flatMap((imported) => {
    const why = brokenRule(placeOf(imported.file), placeOf(imported.target));
    return why === undefined ? [] : [`${describeImport(imported)}: ${why}`];
  });
}

/** Module name -> the other modules it imports, each with one import that shows the edge. */
function moduleGraph(imports: Import[]): Map<string, Map<string, Import>> {
  const graph = new Map<string, Map<string, Import>>();
  for (const imported of imports) {
    const from = placeOf(imported.file).module;
    const to = placeOf(imported.target).module;
    if (from === undefined || to === undefined || from === to) continue;
    const edges = graph.get(from) ?? new Map<string, Import>();
    if (!edges.has(to)) edges.set(to, imported);
    graph.set(from, edges);
  }
  return graph;
}

/** Each cycle as the modules around it, found by a depth-first walk; each loop reported once. */
function moduleCycles(graph: Map<string, Map<string, Import>>): string[][] {
  const cycles: string[][] = [];
  const seen = new Set<string>();
  const done = new Set<string>();
  const walk = (module: string, path: string[]) => {
    seen.add(module);
    for (const next of graph.get(module)?.keys() ?? []) {
      const at = path.indexOf(next);
      if (at >= 0) cycles.push([...path.slice(at), next]);
      else if (!done.has(next) && !seen.has(next)) walk(next, [...path, next]);
    }
    done.add(module);
  };
  for (const module of [...graph.keys()].sort()) if (!done.has(module)) walk(module, [module]);
  return cycles;
}

function describeCycle(cycle: string[], graph: Map<string, Map<string, Import>>): string {
  const edges = cycle.slice(1).map((to, index) => {
    const from = cycle[index] as string;
    return `  ${describeImport(graph.get(from)?.get(to) as Import)}`;
  });
  return [`modules ${cycle.join(' -> ')}:`, ...edges].join('\n');
}

describe('server import boundaries', () => {
  it('reads imports and tells which break a rule', () => {
    const text = [
      "import type { A } from './a';",
      "import {\n  b,\n  type C,\n} from '../b/c.queries';",
      "export { d } from './d';",
      "import './side-effect';",
      "const e = await import('./e');",
      "import { z } from 'zod';",
    ].join('\n');
    expect(specifiersOf(text).sort()).toEqual(
      ['./a', '../b/c.queries', './d', './side-effect', './e', 'zod'].sort(),
    );
    const file = join(srcDir, 'modules', 'billing', 'billing.service.ts');
    expect(importedFile(file, 'zod')).toBeUndefined();
    const where = (specifier: string) => placeOf(importedFile(file, specifier) as string);
    expect(where('../instances/instances.queries')).toMatchObject({ module: 'instances', isQueries: true });
    expect(where('../../jobs/boss')).toMatchObject({ layer: 'jobs', module: undefined });

    const billingRoutes = placeOf(join(srcDir, 'modules', 'billing', 'billing.routes.ts'));
    const billingService = placeOf(file);
    const own = placeOf(join(srcDir, 'modules', 'billing', 'billing.queries.ts'));
    const other = placeOf(join(srcDir, 'modules', 'instances', 'instances.queries.ts'));
    const otherService = placeOf(join(srcDir, 'modules', 'instances', 'instances.service.ts'));
    const outbox = placeOf(join(srcDir, 'modules', 'events', 'events.queries.ts'));
    const job = placeOf(join(srcDir, 'jobs', 'outbound-sender.ts'));
    expect(brokenRule(billingRoutes, own)).toMatch(/route file imports a queries file/);
    expect(brokenRule(billingService, own)).toBeUndefined();
    expect(brokenRule(billingService, other)).toMatch(/module 'instances''s queries/);
    expect(brokenRule(billingService, otherService)).toBeUndefined();
    expect(brokenRule(billingService, outbox)).toBeUndefined();
    expect(brokenRule(billingService, job)).toMatch(/imports jobs/);
    expect(brokenRule(billingService, placeOf(join(srcDir, 'surfaces', 'site.ts')))).toMatch(
      /imports surfaces/,
    );
    expect(brokenRule(job, other)).toBeUndefined();
    expect(brokenRule(billingService, placeOf(join(srcDir, 'runtime.ts')))).toMatch(/assembles the process/);
    expect(brokenRule(billingService, placeOf(join(srcDir, 'config.ts')))).toBeUndefined();
    expect(brokenRule(job, placeOf(join(srcDir, 'runtime.ts')))).toBeUndefined();
  });

  it('finds a cycle between modules however long its loop', () => {
    const edge = (from: string, to: string): [string, Import] => [
      to,
      { file: join(srcDir, 'modules', from, 'x.ts'), specifier: `../${to}/y`, target: '' },
    ];
    const graph = new Map([
      ['a', new Map([edge('a', 'b')])],
      ['b', new Map([edge('b', 'c')])],
      ['c', new Map([edge('c', 'a')])],
      ['d', new Map([edge('d', 'a')])],
    ]);
    expect(moduleCycles(graph)).toEqual([['a', 'b', 'c', 'a']]);
    expect(describeCycle(['a', 'b', 'c', 'a'], graph)).toContain("modules/c/x.ts imports '../a/y'");
    expect(moduleCycles(new Map([['d', new Map([edge('d', 'a')])]]))).toEqual([]);
  });

  const imports = sourceFiles(srcDir).flatMap(importsOf);

  it('routes never import queries; a module never imports jobs/, surfaces/ or another module’s queries', () => {
    expect(imports.length).toBeGreaterThan(1000);
    expect(forbiddenImports(imports)).toEqual([]);
  });

  it('no file keeps process-wide state at its top level: the runtime is made once and passed', () => {
    const sharedState =
      /^(?:export )?(?:const|let) \w+(?::[^=]+)? = new (?:EventEmitter|AbortController|GroupCommit)\b/m;
    expect(sharedState.test('export const signal = new EventEmitter();')).toBe(true);
    expect(sharedState.test('  private readonly emitter = new EventEmitter();')).toBe(false);
    const offenders = sourceFiles(srcDir).filter((file) => {
      const text = readFileSync(file, 'utf8');
      return sharedState.test(text) || /\bonePer(?:Db)?\(/.test(text);
    });
    expect(offenders.map((file) => relative(srcDir, file))).toEqual([]);
  });

  it('no import cycles between modules', () => {
    const graph = moduleGraph(imports);
    expect(graph.size).toBeGreaterThan(15);
    expect(moduleCycles(graph).map((cycle) => describeCycle(cycle, graph))).toEqual([]);
  });
});
