/**
 * The files a prerendered page starts once painted, as its HTML names them (the shell's server
 * writes them as data: shell/server/after-paint-start.ts).
 */
export function startFilesOf(html: string): { scripts: string[]; preloads: string[] } {
  const data = /<script type="application\/json" id="inklined-start">(.*?)<\/script>/.exec(html)?.[1];
  if (data === undefined) throw new Error('the page names no start files');
  return JSON.parse(data) as { scripts: string[]; preloads: string[] };
}
