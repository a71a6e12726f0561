import { checkDependencyRule, collectSourceFiles } from './dependency-rule';

const rootDir = process.cwd();
const files = collectSourceFiles(rootDir);
const violations = checkDependencyRule(rootDir, files);

for (const violation of violations) {
  console.log(`${violation.file}: imports '${violation.specifier}' — ${violation.reason}`);
}
console.log(`dependency rule: ${files.length} files checked, ${violations.length} violations`);
process.exitCode = violations.length > 0 ? 1 : 0;
