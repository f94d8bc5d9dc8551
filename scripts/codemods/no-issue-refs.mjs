// Codemod: comments stop citing issue numbers ("(issue 7)", "(issue 4, spec section 4)", "issue 6's").
// What it cannot rewrite safely it lists for a hand edit. Re-runnable:
//   node scripts/codemods/no-issue-refs.mjs
import { rewrite, tracked } from './lib.mjs';

const files = tracked(['src', 'src-desktop', 'src-mobile', 'src-shared', 'server', 'tests', 'scripts']).filter((f) => !f.startsWith('scripts/codemods/'));
const changed = rewrite(files, (t) =>
  t
    .replace(/ \(issues? \d+(?:(?:, | and )\d+)*\)/g, '')
    .replace(/\(issues? \d+(?:(?:, | and )\d+)*, /g, '(')
    .replace(/, issues? \d+(?:(?:, | and )\d+)*\)/g, ')')
    .replace(/ and issues? \d+ define/g, ' defines')
    .replace(/\bIssue \d+'s /g, 'The ')
    .replace(/\bissue \d+'s /g, 'the '),
);
console.log(`no-issue-refs: ${changed} files changed`);
