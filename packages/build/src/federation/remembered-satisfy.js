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

// The questions a page asks are a release against a caret on a release (`^19.0.0`: the version
// policy, and the ranges the apps' builds declare) or against `<=` a release (the runtime ordering
// two versions it holds). For those the answer is a comparison of three numbers; the original
// still built and ran its dozen regular expressions for each first question, cold, about 2 ms of
// a post's first load. Anything else (a pre-release, a 0.x caret, a range of two parts or with an
// `||`) goes to the original. docs/decisions/0063.
const release = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/;
const simpleRange = /^(\^|<=)(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/;

/** The answer for a release and a simple range, or undefined when the original must give it. */
function satisfySimply(version, range) {
  const asked = release.exec(version);
  const bound = simpleRange.exec(range);
  if (!asked || !bound) return undefined;
  const [major, minor, patch] = [asked[1], asked[2], asked[3]].map(Number);
  const [boundMajor, boundMinor, boundPatch] = [bound[2], bound[3], bound[4]].map(Number);
  const order = major - boundMajor || minor - boundMinor || patch - boundPatch;
  if (bound[1] === '<=') return order <= 0;
  // `^0.y.z` allows less than its major: left to the original.
  if (boundMajor === 0) return undefined;
  return major === boundMajor && order >= 0;
}

/** A page's shared libraries times the ranges its apps ask for: a handful. Past this, start afresh. */
const mostAnswersKept = 64;
const answers = new Map();

export function satisfy(version, range) {
  const simple = satisfySimply(version, range);
  if (simple !== undefined) return simple;
  const question = `${version}\u0000${range}`;
  let answer = answers.get(question);
  if (answer === undefined) {
    answer = satisfyAfresh(version, range);
    if (answers.size >= mostAnswersKept) answers.clear();
    answers.set(question, answer);
  }
  return answer;
}
