import { useEffect } from 'react';
import { reaction } from 'mobx';
import type { SchemaLoader } from '@/engine';
import { useServices } from '../services/services-context';

/**
 * When the push channel says pages changed (a configurator published in 模式设计器, or a schema file was saved), the
 * browser forgets those schemas; an open page of one of them loads its new version in place, and the next visit of
 * another reads the new one — no reload of the browser.
 */
export function useSchemaRefresh(loader: SchemaLoader | undefined): void {
  const { notices } = useServices();
  useEffect(() => {
    if (!loader) return undefined;
    return reaction(() => notices.schemaChanges, (change) => {
      for (const code of change?.codes ?? []) loader.invalidate(code);
    });
  }, [loader, notices]);
}
