import type { PropsSchema, WidgetEntry } from '@/engine';
import { RichText, type RichTextProps } from './rich-text';
import propsSchema from './rich-text.schema.json';

/** Registry entry of the pop-up rich-text editor, node type `rich-text`. */
export const richTextEntry: WidgetEntry<RichTextProps> = { type: 'rich-text', component: RichText, propsSchema: propsSchema as PropsSchema };
