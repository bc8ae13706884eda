// The one schema linter: the CLI, the server (start and hot reload) and the browser all call lintSchemaFolder.
export * from './lint-types';
export * from './lint-folder';
export { fieldRuleProblems, QUERY_PARAM_NAMES, SQL_RESERVED } from './field-rules';
export { SHELL_COMPONENTS } from './lint-menus';
