import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';

const root = path.resolve(__dirname, '..');
const apps = ['shell', 'marketing-mfe', 'careers-mfe', 'forms-mfe', 'email-service'];

/** README's layout block: from "## Layout" to the end of its code block. */
function layout(): string {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const start = readme.indexOf('```\n', readme.indexOf('## Layout'));
  return readme.slice(start, readme.indexOf('```\n', start + 4));
}

/** The folders git tracks directly under `folder` ('' for the repository's own), as `a/b/`. */
function foldersIn(folder: string): string[] {
  const depth = folder === '' ? 0 : folder.split('/').length;
  const files = execFileSync('git', ['ls-files', '--', folder || '.'], { cwd: root, encoding: 'utf8' }).split('\n');
  const below = files.filter((file) => file.split('/').length > depth + 1);
  return [
    ...new Set(
      below.map(
        (file) =>
          `${file
            .split('/')
            .slice(0, depth + 1)
            .join('/')}/`,
      ),
    ),
  ];
}

describe("README's layout", () => {
  test("names every folder of the repository, of each package and app, and of each app's src/", () => {
    const grouped = [...apps, 'packages', 'docs'].map((folder) => `${folder}/`);
    const folders = [
      ...foldersIn('').filter((folder) => !grouped.includes(folder)),
      ...['packages', 'docs', 'scripts', 'e2e'].flatMap(foldersIn),
      ...apps.flatMap(foldersIn).filter((folder) => !folder.endsWith('/src/')),
      ...apps.flatMap((app) => foldersIn(`${app}/src`)),
    ];
    const text = layout();
    const named = (folder: string) => new RegExp(`(^|\\s)${folder.replace(/\./g, '\\.')}(\\s|$)`, 'm').test(text);
    expect(folders.filter((folder) => !named(folder))).toEqual([]);
  });
});
