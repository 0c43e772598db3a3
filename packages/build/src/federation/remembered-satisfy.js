// The shell's browser builds ask for @module-federation/runtime-core's utils/semver/index.js (from
// the runtime's share.js and index.js) and get this module instead (client-config.ts): the
// original's `satisfy`, with each answer kept. A page asks it the same few questions again and
// again, once for every shared key a module consumes and once for each of a remote's shared
// libraries when the shell checks the version policy (shell/src/remotes/federation.ts), and the
// original parses the range afresh each time with a dozen regular expressions it builds anew.
// docs/decisions/0053.
//
// The original is imported by its file with a query: this module stands in the original's place,
// so the path is resolved from the original's directory, and the query keeps the replacement's
// pattern (`index.js` at the end of the path) from matching it again.
import { satisfy as satisfyAfresh } from './index.js?original';

/** A page's shared libraries times the ranges its apps ask for: a handful. Past this, start afresh. */
const mostAnswersKept = 64;
const answers = new Map();

export function satisfy(version, range) {
  const question = `${version}\u0000${range}`;
  let answer = answers.get(question);
  if (answer === undefined) {
    answer = satisfyAfresh(version, range);
    if (answers.size >= mostAnswersKept) answers.clear();
    answers.set(question, answer);
  }
  return answer;
}
