// Shapes the server writes and the browser reads, defined once.
export * from './envelope';
export * from './dict-item';
export * from './menu';
export * from './system-columns';
export * from './flow';
export * from './studio';
