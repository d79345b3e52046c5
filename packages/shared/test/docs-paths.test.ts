/**
 * The documentation names files of this repository (README.md, docs/**): a path in backticks
 * (`apps/api/src/app.ts`, `modules/sales/index.ts`) or a link ([Selling](guide/selling.md)).
 * A file moved or renamed without its docs leaves a newcomer at a dead end, so every such path
 * must exist.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** Where a path written in the docs may start: the repository's root, or the folder a short form is written from. */
const BASES: Record<string, string[]> = {
  'apps/': [''],
  'packages/': [''],
  'docs/': [''],
  'scripts/': [''],
  '.ci/': [''],
  'modules/': ['apps/api/src/'],
  'platform/': ['apps/api/src/'],
  'db/': ['apps/api/src/'],
  'seed/': ['apps/api/src/'],
  'features/': ['apps/web/src/'],
  'components/': ['apps/web/src/'],
  'lib/': ['apps/web/src/'],
  'e2e/': ['apps/web/'],
  'test/': ['apps/api/', 'packages/shared/', 'apps/web/'],
};

export type DocPath = { file: string; line: number; written: string; candidates: string[]; anchor?: string };

/** A backticked word that reads as a path: no spaces, no placeholders or wildcards, at least one slash. */
const PATH_LIKE = /^\.?[\w@-][\w.@-]*(\/[\w.@-]+)*\/?$/;

function candidatesOf(written: string): string[] | undefined {
  if (!written.includes('/') || !PATH_LIKE.test(written)) return undefined;
  const prefix = Object.keys(BASES).find((p) => written.startsWith(p));
  if (!prefix) return undefined;
  return BASES[prefix]!.map((base) => base + written.replace(/\/$/, ''));
}

/** Every repository path a markdown file names: backticked paths and relative links (resolved from the file's folder). */
export function pathsNamedIn(markdown: string, file: string): DocPath[] {
  const found: DocPath[] = [];
  const lines = markdown.split('\n');
  let inFence = false;
  lines.forEach((text, index) => {
    const line = index + 1;
    if (/^\s*(```|~~~)/.test(text)) {
      inFence = !inFence;
      return;
    }
    if (inFence) return;
    for (const match of text.matchAll(/`([^`\n]+)`/g)) {
      const written = match[1]!.trim();
      const candidates = candidatesOf(written);
      if (candidates) found.push({ file, line, written, candidates });
    }
    for (const match of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const target = match[1]!;
      if (/^[a-z][\w+.-]*:/i.test(target) || target.startsWith('#') || target.startsWith('/')) continue;
      const [pathPart, anchor] = target.split('#');
      const path = decodeURIComponent(pathPart!);
      if (!path) continue;
      const fromRoot = relative(repoRoot, resolve(repoRoot, dirname(file), path));
      found.push({ file, line, written: target, candidates: [fromRoot], ...(anchor ? { anchor } : {}) });
    }
  });
  return found;
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens. */
export function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a markdown file's headings (outside code fences). */
export function anchorsIn(markdown: string): Set<string> {
  const anchors = new Set<string>();
  let inFence = false;
  for (const text of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(text)) inFence = !inFence;
    const heading = !inFence && /^#{1,6}\s+(.*)$/.exec(text);
    if (heading) anchors.add(anchorOf(heading[1]!));
  }
  return anchors;
}

/**
 * The paths of `named` none of whose candidates exist, and the links whose `#anchor` names no
 * heading of the markdown file they point at, as "file:line: path".
 */
export function missingPaths(named: DocPath[], exists: (path: string) => boolean, read: (path: string) => string = () => ''): string[] {
  return named
    .filter((p) => {
      const found = p.candidates.find((c) => exists(c));
      if (!found) return true;
      return p.anchor !== undefined && found.endsWith('.md') && !anchorsIn(read(found)).has(p.anchor);
    })
    .map((p) => `${p.file}:${p.line}: ${p.written}`);
}

function markdownFiles(): string[] {
  const files = ['README.md'];
  const walk = (dir: string) => {
    for (const name of readdirSync(join(repoRoot, dir))) {
      const path = `${dir}/${name}`;
      if (statSync(join(repoRoot, path)).isDirectory()) walk(path);
      else if (name.endsWith('.md')) files.push(path);
    }
  };
  walk('docs');
  return files;
}

/**
 * Folders the repository builds rather than keeps (`dist/`, the browser tests' artifacts): the
 * directory entries of .gitignore. A doc may name them though a fresh clone has none yet.
 */
const builtFolders = readFileSync(join(repoRoot, '.gitignore'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line.endsWith('/') && !line.startsWith('#'));
const isBuilt = (path: string) =>
  builtFolders.some((folder) =>
    folder.slice(0, -1).includes('/') ? `${path}/`.startsWith(folder) : path.split('/').includes(folder.slice(0, -1)),
  );
const existsInRepo = (path: string) => existsSync(join(repoRoot, path)) || isBuilt(path.replace(/#.*$/, ''));

describe('paths named in the docs', () => {
  it('finds backticked paths and relative links, and reports those that do not exist', () => {
    const markdown = [
      'The front door is `apps/api/src/app.ts`; the wrapper `platform/http/routes.ts`.',
      'A moved file: `apps/api/src/modules/sales/no-such-file.ts`, `modules/nowhere/index.ts`.',
      'Placeholders and routes are not paths: `modules/<area>/index.ts`, `sales/pos-order`, `GET /api/search`.',
      'See [the overview](architecture/overview.md), [a missing page](guide/missing.md#top) and [the web](https://example.com/x.md).',
      'Anchors: [layers](architecture/overview.md#layers), [a proxy](architecture/overview.md#behind-a-reverse-proxy-trust_proxy), [gone](architecture/overview.md#no-such-heading).',
      '```',
      'apps/api/inside-a-fence-is-not-checked.ts',
      '```',
    ].join('\n');
    const named = pathsNamedIn(markdown, 'docs/example.md');
    expect(named.map((p) => p.written)).toEqual([
      'apps/api/src/app.ts',
      'platform/http/routes.ts',
      'apps/api/src/modules/sales/no-such-file.ts',
      'modules/nowhere/index.ts',
      'architecture/overview.md',
      'guide/missing.md#top',
      'architecture/overview.md#layers',
      'architecture/overview.md#behind-a-reverse-proxy-trust_proxy',
      'architecture/overview.md#no-such-heading',
    ]);
    const existing = new Set(['apps/api/src/app.ts', 'apps/api/src/platform/http/routes.ts', 'docs/architecture/overview.md']);
    const overview = '# Overview\n\n## Layers\n\n```\n## not a heading\n```\n\n### Behind a reverse proxy (`TRUST_PROXY`)\n';
    expect(
      missingPaths(
        named,
        (path) => existing.has(path),
        () => overview,
      ),
    ).toEqual([
      'docs/example.md:2: apps/api/src/modules/sales/no-such-file.ts',
      'docs/example.md:2: modules/nowhere/index.ts',
      'docs/example.md:4: guide/missing.md#top',
      'docs/example.md:5: architecture/overview.md#no-such-heading',
    ]);
  });

  it('every path README.md and docs/** name exists', () => {
    const named = markdownFiles().flatMap((file) => pathsNamedIn(readFileSync(join(repoRoot, file), 'utf8'), file));
    expect(named.length).toBeGreaterThan(50);
    const read = (path: string) => readFileSync(join(repoRoot, path), 'utf8');
    expect(missingPaths(named, existsInRepo, read), 'paths named in the docs that do not exist').toEqual([]);
  });
});
