import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import sharp from 'sharp';
import webpack, { type Stats } from 'webpack';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'collection-build-'));
  mkdirSync(path.join(dir, 'posts'));
  // A remote in small: an entry that shows its collection, and the collection's module.
  writeFileSync(path.join(dir, 'entry.js'), "import posts from './posts.collection';\nconsole.log(posts);\n");
  writeFileSync(
    path.join(dir, 'post-schema.ts'),
    [
      `import { z } from ${JSON.stringify(require.resolve('zod'))};`,
      "export const postSchema = z.strictObject({ title: z.string(), slug: z.string(), category: z.enum(['Research Methods']) });",
    ].join('\n'),
  );
  writeFileSync(
    path.join(dir, 'posts.collection.ts'),
    [
      `import { defineCollection } from ${JSON.stringify(path.join(__dirname, 'define-collection'))};`,
      "import { postSchema } from './post-schema';",
      `export default defineCollection({ name: 'posts', folder: ${JSON.stringify(path.join(dir, 'posts'))}, schema: postSchema });`,
    ].join('\n'),
  );
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const post = (category: string) =>
  `---\ntitle: Sample Size\nslug: sample-size\ncategory: ${category}\n---\nA *power* analysis.\n`;

function build({ entry = './entry.js', target = 'web' } = {}): Promise<Stats> {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry,
    target,
    output: { path: path.join(dir, 'dist'), filename: 'main.js', chunkFilename: '[name].js' },
    module: {
      rules: [
        { test: /\.collection\.ts$/, use: { loader: require.resolve('./webpack-loader') } },
        { test: /\.(jpg|webp|avif)$/, type: 'asset/resource', generator: { filename: 'assets/[name][ext]' } },
      ],
    },
    resolve: { extensions: ['.ts', '.js'] },
    optimization: { minimize: false },
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => compiler.close(() => (error || !stats ? reject(error) : resolve(stats)))),
  );
}

describe('the collection loader in a webpack build', () => {
  test('bundles the entries alone: their HTML, none of the reader, parser or schema', async () => {
    writeFileSync(path.join(dir, 'posts', 'sample-size.md'), post('Research Methods'));
    const stats = await build();
    expect(stats.hasErrors()).toBe(false);
    const bundle = readFileSync(path.join(dir, 'dist', 'main.js'), 'utf8');
    expect(bundle).toContain('"html":"<p>A <em>power</em> analysis.</p>\\n"');
    expect(bundle).not.toMatch(/gray-matter|markdown-it|readdirSync|ZodObject/);
    // Watched: the folder (a file added or changed) and the schema the collection runs.
    expect([...stats.compilation.contextDependencies]).toContain(path.join(dir, 'posts'));
    expect([...stats.compilation.fileDependencies]).toContain(path.join(dir, 'post-schema.ts'));
  });

  test('a wrong entry stops the build with the file, the field and what it accepts', async () => {
    writeFileSync(path.join(dir, 'posts', 'sample-size.md'), post('Poetry'));
    const stats = await build();
    expect(stats.hasErrors()).toBe(true);
    expect(stats.toString({ colors: false })).toContain(
      'posts → sample-size.md: "category" must be one of: Research Methods; got "Poetry"',
    );
  });

  test('texts: in a browser build each its own file that only its page loads; in the server build all at hand', async () => {
    writeFileSync(path.join(dir, 'posts', 'sample-size.md'), post('Research Methods'));
    writeFileSync(
      path.join(dir, 'posts', 'other.md'),
      post('Research Methods').replace('sample-size', 'other').replace('power', 'other'),
    );
    writeFileSync(
      path.join(dir, 'post-texts.collection.ts'),
      [
        `import { defineTexts } from ${JSON.stringify(path.join(__dirname, 'define-collection'))};`,
        "import { postSchema } from './post-schema';",
        `export default defineTexts({ name: 'posts', folder: ${JSON.stringify(path.join(dir, 'posts'))}, schema: postSchema });`,
      ].join('\n'),
    );
    writeFileSync(
      path.join(dir, 'texts-entry.js'),
      "import texts from './post-texts.collection';\ntexts['sample-size'].load().then(console.log);\nconsole.log(texts.other.now);\n",
    );
    const browser = await build({ entry: './texts-entry.js' });
    expect(browser.hasErrors()).toBe(false);
    const main = readFileSync(path.join(dir, 'dist', 'main.js'), 'utf8');
    expect(main).not.toContain('analysis');
    expect(readFileSync(path.join(dir, 'dist', 'text-post-texts-sample-size.js'), 'utf8')).toContain('<em>power</em>');
    expect(readFileSync(path.join(dir, 'dist', 'text-post-texts-other.js'), 'utf8')).not.toContain('power');

    const server = await build({ entry: './texts-entry.js', target: 'node' });
    expect(server.hasErrors()).toBe(false);
    const whole = readFileSync(path.join(dir, 'dist', 'main.js'), 'utf8');
    expect(whole).toContain('<em>power</em>');
    expect(whole).toContain('<em>other</em>');
  });

  test('a cover photo becomes its sizes in AVIF and WebP and a JPEG, each a file of the build, with its shape', async () => {
    mkdirSync(path.join(dir, 'posts', 'images'));
    // A camera's photo: 2000 x 1125, wider than the widest size written.
    await sharp({ create: { width: 2000, height: 1125, channels: 3, background: '#3b6ea5' } })
      .jpeg()
      .toFile(path.join(dir, 'posts', 'images', 'lake.jpg'));
    writeFileSync(
      path.join(dir, 'post-schema.ts'),
      [
        `import { z } from ${JSON.stringify(require.resolve('zod'))};`,
        'export const postSchema = z.strictObject({ title: z.string(), slug: z.string(), cover: z.strictObject({ image: z.string() }) });',
      ].join('\n'),
    );
    writeFileSync(
      path.join(dir, 'posts.collection.ts'),
      [
        `import { defineCollection } from ${JSON.stringify(path.join(__dirname, 'define-collection'))};`,
        "import { postSchema } from './post-schema';",
        `export default defineCollection({ name: 'posts', folder: ${JSON.stringify(path.join(dir, 'posts'))}, schema: postSchema, images: [['cover', 'image']] });`,
      ].join('\n'),
    );
    writeFileSync(
      path.join(dir, 'posts', 'sample-size.md'),
      '---\ntitle: Lake\nslug: sample-size\ncover:\n  image: images/lake.jpg\n---\nA lake.\n',
    );
    const stats = await build();
    expect(stats.toString({ colors: false, all: false, errors: true })).not.toMatch(/error/i);
    const assets = readdirSync(path.join(dir, 'dist', 'assets')).sort();
    expect(assets.map((name) => name.replace(/-[0-9a-f]{16}-/, '-'))).toEqual([
      'lake-1440.avif',
      'lake-1440.webp',
      'lake-480.avif',
      'lake-480.webp',
      'lake-960.avif',
      'lake-960.jpg',
      'lake-960.webp',
    ]);
    const bundle = readFileSync(path.join(dir, 'dist', 'main.js'), 'utf8');
    expect(bundle).toMatch(/width:\s*1440,\s*height:\s*810/);
    expect(bundle).toMatch(/assets\/lake-[0-9a-f]{16}-480\.avif/);
    expect(bundle).toContain('" 480w"');
    const avif = await sharp(readFileSync(path.join(dir, 'dist', 'assets', assets[0]!))).metadata();
    expect([avif.format, avif.width, avif.height]).toEqual(['heif', 1440, 810]);
    // Watched: an edit of the photo builds it again.
    expect([...stats.compilation.fileDependencies]).toContain(path.join(dir, 'posts', 'images', 'lake.jpg'));
  });
});
