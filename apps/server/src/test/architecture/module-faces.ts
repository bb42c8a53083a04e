import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";

/**
 * The module-faces guard (decisions 0199 and 0220): a server module (a folder under `src/modules/`)
 * is used by the rest of the server only through its `index.ts`, and the modules form no cycle; the
 * web's features (folders under `apps/web/src/features/`) follow the same rule. These are plain
 * functions over file texts so that the test can feed them a planted violation.
 */

/** Where an app keeps its units and which of its folders sit below them. */
export interface Layout {
  /** The folder under `src/` whose subfolders are the units: `modules` or `features`. */
  units: string;
  /** Folders below every unit: they import none (type-only imports aside). */
  base: readonly string[];
  /**
   * The app layer (the web's route table and shell): besides a unit's `index.ts` it may use the
   * unit's own route and screen lists, and import any of its files lazily (`import()`), as a
   * lazy route must name the module it splits off.
   */
  app?: { folder: string; faces: readonly string[] };
}

export const SERVER_LAYOUT: Layout = { units: "modules", base: ["lib/"] };
export const WEB_LAYOUT: Layout = {
  units: "features",
  base: ["lib/", "components/"],
  app: { folder: "app/", faces: ["routes.tsx", "screens.ts"] },
};

export interface ImportRef {
  specifier: string;
  /** `import type …`, `export type … from`, or braces whose every name is marked `type`. */
  typeOnly: boolean;
  /** `import("…")`: loaded when first used, in a chunk of its own in the web's build. */
  dynamic: boolean;
  line: number;
}

/** One source file, its path relative to `src/` with forward slashes (`modules/billing/service.ts`). */
export interface SourceFile {
  path: string;
  text: string;
}

export interface FaceViolation {
  from: string;
  line: number;
  specifier: string;
  /** The module whose internals are reached. */
  module: string;
}

const CLAUSE = String.raw`(?:type\s+)?(?:\*\s*as\s+[\w$]+|\*|\{[^}]*\}|[\w$]+(?:\s*,\s*(?:\{[^}]*\}|\*\s*as\s+[\w$]+))?)`;
const STATIC_IMPORT = new RegExp(
  String.raw`^[ \t]*(import|export)\s+(${CLAUSE})\s*from\s*["']([^"'\n]+)["']`,
  "gm",
);
const SIDE_EFFECT_IMPORT = /^[ \t]*import\s*["']([^"'\n]+)["']/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*["']([^"'\n]+)["']\s*\)/g;

export function lineOf(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

function clauseIsTypeOnly(clause: string): boolean {
  if (/^type\s/.test(clause)) return true;
  const braces = /^\{([^}]*)\}$/.exec(clause.trim());
  if (!braces) return false;
  const names = braces[1]
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  return names.length > 0 && names.every((name) => /^type\s/.test(name));
}

/** Removes comments (keeping line breaks, so line numbers hold) without touching string contents. */
export function withoutComments(text: string): string {
  let out = "";
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    const next = text[i + 1];
    if (c === "/" && next === "/") {
      while (i < text.length && text[i] !== "\n") i++;
    } else if (c === "/" && next === "*") {
      const end = text.indexOf("*/", i + 2);
      const stop = end < 0 ? text.length : end + 2;
      out += text.slice(i, stop).replace(/[^\n]/g, " ");
      i = stop;
    } else if (c === '"' || c === "'" || c === "`") {
      let j = i + 1;
      while (j < text.length && text[j] !== c) j += text[j] === "\\" ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j + 1;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/** The import specifiers of one file: static imports, re-exports, side-effect and dynamic imports. */
export function readImports(source: string): ImportRef[] {
  const text = withoutComments(source);
  const found: ImportRef[] = [];
  for (const match of text.matchAll(STATIC_IMPORT)) {
    found.push({
      specifier: match[3],
      typeOnly: clauseIsTypeOnly(match[2]),
      dynamic: false,
      line: lineOf(text, match.index),
    });
  }
  for (const match of text.matchAll(SIDE_EFFECT_IMPORT)) {
    found.push({ specifier: match[1], typeOnly: false, dynamic: false, line: lineOf(text, match.index) });
  }
  for (const match of text.matchAll(DYNAMIC_IMPORT)) {
    found.push({ specifier: match[1], typeOnly: false, dynamic: true, line: lineOf(text, match.index) });
  }
  return found.sort((a, b) => a.line - b.line);
}

/** `modules/billing/service.ts` → `billing`; anything outside the units' folder → undefined. */
export function moduleOf(path: string, layout: Layout = SERVER_LAYOUT): string | undefined {
  if (!path.startsWith(`${layout.units}/`)) return undefined;
  const rest = path.slice(layout.units.length + 1);
  const slash = rest.indexOf("/");
  return slash > 0 ? rest.slice(0, slash) : undefined;
}

/** Tests (and the helpers in any `test/` folder) sit above every module: no module imports them. */
export function isTestFile(path: string): boolean {
  return /\.test\.tsx?$/.test(path) || /(?:^|\/)test\//.test(path);
}

/** Whether `from` may import `target`, a file of unit `unit` that `from` is not part of. */
function reachesThroughFace(ref: ResolvedImport, unit: string, layout: Layout): boolean {
  const inside = ref.target.slice(`${layout.units}/${unit}/`.length);
  if (inside === "index.ts") return true;
  if (isTestFile(ref.from) && isTestFile(ref.target)) return true;
  const app = layout.app;
  if (app && ref.from.startsWith(app.folder)) return ref.dynamic || app.faces.includes(inside);
  return false;
}

/** A relative specifier as a path under `src/`; packages (`@strata/core`, `node:fs`) → undefined. */
function resolveRelative(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  return join(dirname(from), specifier).split(sep).join("/");
}

interface ResolvedImport extends ImportRef {
  from: string;
  target: string;
}

function resolvedImports(files: SourceFile[]): ResolvedImport[] {
  const out: ResolvedImport[] = [];
  for (const file of files) {
    for (const ref of readImports(file.text)) {
      const target = resolveRelative(file.path, ref.specifier);
      if (target !== undefined) out.push({ ...ref, from: file.path, target });
    }
  }
  return out;
}

/**
 * Imports of another module's internals. Every file that is not inside module B — another module,
 * app.ts, seed/, cli/ — reaches B only through `modules/B/index.ts`; a test may also use B's test
 * helpers (the files in a `test/` folder of B), which no production file imports.
 */
export function findFaceViolations(files: SourceFile[], layout: Layout = SERVER_LAYOUT): FaceViolation[] {
  const violations: FaceViolation[] = [];
  for (const ref of resolvedImports(files)) {
    const target = moduleOf(ref.target, layout);
    if (target === undefined || target === moduleOf(ref.from, layout)) continue;
    if (reachesThroughFace(ref, target, layout)) continue;
    violations.push({ from: ref.from, line: ref.line, specifier: ref.specifier, module: target });
  }
  return violations;
}

export interface LayerViolation {
  from: string;
  line: number;
  specifier: string;
  rule: string;
}

/**
 * Imports that point upward: production code importing a test file, and a module or lib/ importing
 * seed/ (demo data and its accounts live below the modules that use them); lib/ (and the web's
 * components/) imports no module.
 */
export function findLayerViolations(files: SourceFile[], layout: Layout = SERVER_LAYOUT): LayerViolation[] {
  const violations: LayerViolation[] = [];
  for (const ref of resolvedImports(files)) {
    if (isTestFile(ref.from)) continue;
    const at = { from: ref.from, line: ref.line, specifier: ref.specifier };
    if (isTestFile(ref.target)) violations.push({ ...at, rule: "production code imports a test file" });
    const base = layout.base.find((folder) => ref.from.startsWith(folder));
    const below = moduleOf(ref.from, layout) !== undefined || base !== undefined;
    if (below && ref.target.startsWith("seed/"))
      violations.push({ ...at, rule: "imports seed/ from below it" });
    if (base !== undefined && moduleOf(ref.target, layout) !== undefined && !ref.typeOnly) {
      violations.push({
        ...at,
        rule: `${base} imports a ${layout.units === "modules" ? "module" : "feature"}`,
      });
    }
  }
  return violations;
}

/**
 * The module graph: module A → module B when a non-test file of A imports anything of B. Type-only
 * imports count: they are erased at run time, but a cycle of types is still two modules that cannot
 * be understood, changed or tested one without the other.
 */
export function moduleGraph(files: SourceFile[], layout: Layout = SERVER_LAYOUT): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    const module = moduleOf(file.path, layout);
    if (module !== undefined && !graph.has(module)) graph.set(module, new Set());
  }
  for (const ref of resolvedImports(files)) {
    const from = moduleOf(ref.from, layout);
    const to = moduleOf(ref.target, layout);
    if (from === undefined || to === undefined || from === to || isTestFile(ref.from)) continue;
    graph.get(from)?.add(to);
  }
  return graph;
}

/** The strongly connected components with more than one module (Tarjan), each sorted, largest first. */
export function findModuleCycles(graph: Map<string, Set<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];

  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };

  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return components.sort((a, b) => b.length - a.length || a[0].localeCompare(b[0]));
}

/** Every `.ts` and `.tsx` file under `src/`, with paths relative to it. */
export function readSourceTree(srcDir: string): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "node_modules") walk(full);
      } else if (/\.tsx?$/.test(entry.name)) {
        files.push({ path: relative(srcDir, full).split(sep).join("/"), text: readFileSync(full, "utf8") });
      }
    }
  };
  walk(resolve(srcDir));
  return files.sort((a, b) => a.path.localeCompare(b.path));
}
