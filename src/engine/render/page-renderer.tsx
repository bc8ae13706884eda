import type { PageSchema } from '../schema/page-schema';
import { useWidgetRegistry } from '../registry/registry-context';
import { UnknownNode } from './unknown-node';

/** Props every page-level widget (registered under a schema `kind`) receives. */
export interface PageWidgetProps<S extends PageSchema = PageSchema> {
  schema: S;
}

/**
 * Renders a validated page schema with the widget registered for its `kind` (exact match only).
 *
 * @example
 * <PageRenderer schema={noticeSchema} />  // renders the entry registered as 'crud'
 */
export function PageRenderer({ schema }: PageWidgetProps) {
  const entry = useWidgetRegistry().get(schema.kind);
  if (!entry) return <UnknownNode type={schema.kind} path="/kind" />;
  const Component = entry.component;
  return <Component {...entry.defaults} schema={schema} />;
}
