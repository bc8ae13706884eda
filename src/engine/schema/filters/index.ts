// Filter semantics, once: JeecgBoot query parameters → filter tree (parse), tree → predicate (evaluate, in memory);
// the server compiles the same tree to SQL (server/src/tables/filter-sql.ts).
export * from './filter-tree';
export * from './parse-jeecg-query';
export * from './evaluate-filter';
export * from './filter-fields';
