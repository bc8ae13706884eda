import type { PropsSchema, WidgetEntry } from '@/engine';
import { lazyWidget } from '../shared/lazy-widget';
import type { RichTextProps } from './rich-text';
import propsSchema from './rich-text.schema.json';

/** Registry entry of the pop-up rich-text editor, node type `rich-text`. */
export const richTextEntry: WidgetEntry<RichTextProps> = {
  type: 'rich-text',
  component: lazyWidget(() => import('./rich-text').then((m) => m.RichText)),
  propsSchema: propsSchema as PropsSchema,
};
