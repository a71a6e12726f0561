import { checkDependencyRule, collectSourceFiles } from './dependency-rule';
import { checkUiLayering } from './ui-layering';

const rootDir = process.cwd();
const files = collectSourceFiles(rootDir);
const violations = [...checkDependencyRule(rootDir, files), ...checkUiLayering(rootDir, files)];

for (const violation of violations) {
  console.log(`${violation.file}: imports '${violation.specifier}' — ${violation.reason}`);
}
console.log(`dependency rule and UI layering: ${files.length} files checked, ${violations.length} violations`);
process.exitCode = violations.length > 0 ? 1 : 0;
