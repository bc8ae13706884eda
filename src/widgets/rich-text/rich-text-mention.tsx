import { forwardRef, useImperativeHandle, useState } from 'react';
import type { SuggestionKeyDownProps, SuggestionProps } from '@tiptap/suggestion';

/** A person one may @: `id` is what the mention stores (a username), `label` what it shows. */
export interface MentionItem {
  id: string;
  label: string;
  /** A second line (post, company). */
  hint?: string;
}

export interface MentionListHandle {
  onKeyDown(props: SuggestionKeyDownProps): boolean;
}

/** The list of people under the caret while typing `@…`: arrows move, Enter picks, the mouse too. */
export const MentionList = forwardRef<MentionListHandle, { props: SuggestionProps<MentionItem> }>(function MentionList({ props }, ref) {
  const [active, setActive] = useState(0);
  const items = props.items;
  const pick = (i: number) => {
    const item = items[i];
    if (item) props.command({ id: item.id, label: item.label });
  };
  useImperativeHandle(ref, () => ({
    onKeyDown({ event }) {
      if (!items.length) return false;
      if (event.key === 'ArrowDown') setActive((a) => (a + 1) % items.length);
      else if (event.key === 'ArrowUp') setActive((a) => (a + items.length - 1) % items.length);
      else if (event.key === 'Enter') pick(active);
      else return false;
      return true;
    },
  }));
  const rect = props.clientRect?.();
  if (!rect || !items.length) return null;
  return (
    <div className="rich-text-mentions" role="listbox" style={{ position: 'fixed', left: rect.left, top: rect.bottom + 4 }}>
      {items.map((item, i) => (
        <div
          key={item.id}
          role="option"
          aria-selected={i === active}
          className={i === active ? 'rich-text-mention is-active' : 'rich-text-mention'}
          onMouseDown={(e) => { e.preventDefault(); pick(i); }}
        >
          <b>{item.label}</b>{item.hint ? <span>{item.hint}</span> : null}
        </div>
      ))}
    </div>
  );
});
