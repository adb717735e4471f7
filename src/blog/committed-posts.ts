import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { coverUrl, postCoverSvg } from './post-artwork.js';
import { parsePostFile, PostFileError, type PostFile } from './post-file.js';
import { postPlainText, readingTime, renderPostMarkdown } from './post-markdown.js';

/** A post ready to store: its file, plus what is made from it once (HTML, reading time, cover URL). */
export interface PreparedPost extends PostFile {
  /** The body as sanitised HTML (post-markdown.ts). */
  bodyHtml: string;
  /** Minutes, from the words of the body. */
  readingTime: number;
  /** The cover's URL, /media/blog/<slug>.svg?v=<version of its bytes>. */
  cover: string;
}

/** Renders what pages show from a post's fields: when seeding, and when the studio previews or publishes a post; never when a page is served. */
export function preparePost(post: PostFile): PreparedPost {
  return {
    ...post,
    bodyHtml: renderPostMarkdown(post.bodyMarkdown),
    readingTime: readingTime(postPlainText(post.bodyMarkdown)),
    cover: coverUrl(post.slug, postCoverSvg(post)),
  };
}

/**
 * Every `<slug>.md` of a folder, parsed and prepared, by slug. Hidden files (".gitkeep") are skipped;
 * anything else is an error naming the file, like a post that does not parse.
 */
export function readPostsFolder(dir: string): PreparedPost[] {
  const shown = relative(process.cwd(), dir) || dir;
  return readdirSync(dir)
    .filter((name) => !name.startsWith('.'))
    .sort()
    .map((name) => {
      const path = join(shown, name);
      if (!name.endsWith('.md')) throw new PostFileError(path, 'only <slug>.md files belong in the posts folder');
      return preparePost(parsePostFile(path, readFileSync(join(dir, name), 'utf8')));
    });
}

/**
 * The folder of the committed articles: src/blog/posts when the sources are there (development, tests),
 * else the copy the build puts in dist/src/blog/posts (the production image holds dist/ only).
 */
export function committedPostsDir(): string | undefined {
  return [resolve('src', 'blog', 'posts'), resolve('dist', 'src', 'blog', 'posts')].find((dir) => existsSync(dir));
}

let committed: PreparedPost[] | undefined;

/** The committed articles, read and rendered once per process; none when there is no posts folder. */
export function committedPosts(): PreparedPost[] {
  if (!committed) {
    const dir = committedPostsDir();
    committed = dir ? readPostsFolder(dir) : [];
  }
  return committed;
}
