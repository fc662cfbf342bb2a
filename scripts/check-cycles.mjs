#!/usr/bin/env node
// Finds every import cycle among the TypeScript sources of apps/ and packages/, type-only imports
// included. ESLint's import-x/no-cycle skips `import type` edges, yet a cycle of types still ties
// the files into one knot that cannot be read, tested or moved apart; shared types belong in a file
// of their own that imports nothing back. Specifiers resolve as each project's tsconfig says
// (relative paths, `@asha/...` workspace packages through their `@asha/source` condition, `@/...`).
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const sourceFile = /\.(ts|tsx|mts|cts)$/;
const skippedDirs = new Set(['node_modules', 'dist']);

/** Every TypeScript file under `dir`, build output and dependencies left out. */
function sourcesUnder(dir) {
  const found = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && !skippedDirs.has(entry.name)) found.push(...sourcesUnder(full));
    else if (entry.isFile() && sourceFile.test(entry.name)) found.push(full);
  }
  return found;
}

/** The compiler options of the project holding `dir` (its tsconfig.json), or NodeNext's defaults. */
function projectOptions(dir) {
  const config = path.join(dir, 'tsconfig.json');
  if (!fs.existsSync(config))
    return { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext };
  const parsed = ts.getParsedCommandLineOfConfigFile(
    config,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  if (!parsed) throw new Error(`cannot read ${config}`);
  return parsed.options;
}

/** The module specifiers a file names, each with whether the edge carries types only. */
function importsOf(fileName, text) {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found = [];
  const add = (literal, typeOnly) => {
    if (literal && ts.isStringLiteralLike(literal)) found.push({ specifier: literal.text, typeOnly });
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const named =
        clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : [];
      const allNamedTypes = !clause?.name && named.length > 0 && named.every((e) => e.isTypeOnly);
      add(node.moduleSpecifier, Boolean(clause?.isTypeOnly || allNamedTypes));
    } else if (ts.isExportDeclaration(node)) {
      const named = node.exportClause && ts.isNamedExports(node.exportClause) ? node.exportClause.elements : [];
      add(node.moduleSpecifier, node.isTypeOnly || (named.length > 0 && named.every((e) => e.isTypeOnly)));
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      add(node.moduleReference.expression, node.isTypeOnly);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node.argument.literal, true);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node.arguments[0], false);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/**
 * The import graph of the TypeScript files of every project under `base`/apps and `base`/packages:
 * a map from each file to the files of that set it imports (`{ to, typeOnly }`).
 */
export function importGraph(base) {
  const graph = new Map();
  const projects = ['apps', 'packages']
    .map((group) => path.join(base, group))
    .filter((dir) => fs.existsSync(dir))
    .flatMap((dir) =>
      fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => path.join(dir, e.name)),
    );
  const work = projects.flatMap((dir) => {
    const options = projectOptions(dir);
    const cache = ts.createModuleResolutionCache(dir, (name) => name, options);
    return sourcesUnder(dir).map((file) => ({ file: fs.realpathSync(file), options, cache }));
  });
  for (const { file } of work) graph.set(file, []);
  for (const { file, options, cache } of work) {
    const edges = new Map();
    for (const { specifier, typeOnly } of importsOf(file, fs.readFileSync(file, 'utf8'))) {
      const resolved = ts.resolveModuleName(specifier, file, options, ts.sys, cache).resolvedModule?.resolvedFileName;
      const to = resolved && fs.realpathSync(resolved);
      if (!to || !graph.has(to)) continue;
      // A file reached by a value import and a type import is tied at run time: value wins.
      edges.set(to, (edges.get(to) ?? true) && typeOnly);
    }
    graph.set(
      file,
      [...edges].map(([to, typeOnly]) => ({ to, typeOnly })),
    );
  }
  return graph;
}

/** Strongly connected components with more than one file, or one file importing itself (Tarjan). */
function stronglyConnected(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  let next = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    // Iterative depth-first walk: each frame is a node and the position in its edge list.
    const frames = [{ node: start, edge: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (frames.length > 0) {
      const frame = frames[frames.length - 1];
      const edges = graph.get(frame.node);
      if (frame.edge < edges.length) {
        const { to } = edges[frame.edge++];
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next++);
          stack.push(to);
          onStack.add(to);
          frames.push({ node: to, edge: 0 });
        } else if (onStack.has(to)) low.set(frame.node, Math.min(low.get(frame.node), index.get(to)));
        continue;
      }
      frames.pop();
      if (frames.length > 0) {
        const parent = frames[frames.length - 1].node;
        low.set(parent, Math.min(low.get(parent), low.get(frame.node)));
      }
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      const selfLoop = graph.get(frame.node).some((e) => e.to === frame.node);
      if (component.length > 1 || selfLoop) components.push(component.sort());
    }
  }
  return components.sort((a, b) => a[0].localeCompare(b[0]));
}

/** The shortest chain from `start` back to itself inside `members`, as edges (breadth-first). */
function shortestCycle(graph, start, members) {
  const cameFrom = new Map();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const node = queue[i];
    for (const edge of graph.get(node)) {
      if (!members.has(edge.to)) continue;
      if (edge.to === start) {
        const chain = [{ from: node, ...edge }];
        for (let at = node; at !== start; at = cameFrom.get(at).from) chain.unshift(cameFrom.get(at));
        return chain;
      }
      if (cameFrom.has(edge.to)) continue;
      cameFrom.set(edge.to, { from: node, ...edge });
      queue.push(edge.to);
    }
  }
  return [];
}

/**
 * Every cycle: the files of each strongly connected component, with chains of imports that
 * together pass through all of them (the shortest one through each file not yet shown).
 */
export function findCycles(graph) {
  return stronglyConnected(graph).map((files) => {
    const members = new Set(files);
    const shown = new Set();
    const chains = [];
    for (const file of files) {
      if (shown.has(file)) continue;
      const chain = shortestCycle(graph, file, members);
      for (const edge of chain) shown.add(edge.from);
      chains.push(chain);
    }
    return { files, chains };
  });
}

/** One cycle as lines: each chain's first file, then each import in turn, type-only ones marked. */
function formatCycle(cycle, base) {
  const name = (file) => path.relative(base, file);
  const step = (e) => `    → ${name(e.to)}${e.typeOnly ? '  (import type)' : ''}`;
  const chain = (edges) => [`  ${name(edges[0].from)}`, ...edges.map(step)].join('\n');
  return [`${cycle.files.length} file(s):`, ...cycle.chains.map(chain)].join('\n');
}

// `node scripts/check-cycles.mjs [dir]`: the repository's apps/ and packages/, or those of `dir`.
if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2] ? fs.realpathSync(process.argv[2]) : root;
  const graph = importGraph(base);
  const cycles = findCycles(graph);
  if (cycles.length > 0) {
    console.error(`${cycles.length} import cycle(s), type-only imports included:\n`);
    console.error(cycles.map((cycle, i) => `${i + 1}. ${formatCycle(cycle, base)}`).join('\n\n'));
    console.error('\nMove what the files share (types, constants) into a file of its own that imports none of them.');
    process.exit(1);
  }
  console.log(`No import cycles among ${graph.size} TypeScript files (type-only imports included).`);
}
