// The monitoring pages, loaded together as one chunk with their menu entries (ECharts in its own chunk after).
export { default as ServerPage } from './server-page';
export { default as RuntimePage } from './runtime-page';
export { default as DiskPage } from './disk-page';
export { default as HttpTracePage } from './http-trace-page';
export { default as CachePage } from './cache-page';
export { default as TerminalPage } from './terminal-page';
export { default as SystemPage } from './system-page';
