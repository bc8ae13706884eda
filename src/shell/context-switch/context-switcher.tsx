import { useEffect, useRef, useState } from 'react';
import { Button, Empty, Input, Modal, Tabs } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { shellMessages } from '../shared/messages';
import { homePathFor } from '../menu/menu-routes';
import { useServices } from '../services/services-context';
import type { SwitchTarget } from './context-store';

const text = shellMessages.switcher;
/** The company/project search waits this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;
const SCROLL_STEP = 320;

type SwitcherTab = 'company' | 'building' | 'completed';

/** Debounces a value. */
function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * The company/project switcher: tabs 公司 / 在建项目 / 已完工项目, keyword search for projects, a horizontally
 * scrolling row with arrows, 取消 and 确定. Confirming switches the context and opens its home page in this tab.
 */
export const ContextSwitcher = observer(function ContextSwitcher({ open, onClose, initialTab = 'company' }: { open: boolean; onClose(): void; initialTab?: SwitcherTab }) {
  const { context, feedback, nav } = useServices();
  const navigate = useNavigate();
  const [tab, setTab] = useState<SwitcherTab>(initialTab);
  const [keyword, setKeyword] = useState('');
  const [selected, setSelected] = useState<SwitchTarget | null>(null);
  const word = useDebounced(keyword, SEARCH_DEBOUNCE_MS);
  const rowRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    setTab(initialTab);
    setSelected(null);
    setKeyword('');
    void context.load();
  }, [open, initialTab, context]);

  const items =
    tab === 'company'
      ? context.switchableCompanies.map((c) => ({ id: c.id, title: c.departNameAbbr || c.departName, sub: c.departName }))
      : context.projectsOf(tab, word).map((p) => ({ id: p.id, title: p.projectNameAbbr, sub: p.projectName ?? '' }));
  const kind = tab === 'company' ? 'company' : 'project';

  const scroll = (direction: 1 | -1) => rowRef.current?.scrollBy({ left: direction * SCROLL_STEP, behavior: 'smooth' });

  const confirm = async () => {
    if (!selected) {
      feedback.message.warning(text.chooseFirst);
      return;
    }
    const outcome = await context.switchTo(selected);
    if (!outcome.ok) return;
    nav.reset();
    feedback.message.success(text.switched);
    onClose();
    // In this browser tab: a second tab on the same page would leave two views of one session.
    navigate(homePathFor(outcome.menuCode), { replace: true });
  };

  return (
    <Modal
      title={text.title}
      open={open}
      width={960}
      onCancel={onClose}
      rootClassName="context-switcher"
      footer={[
        <Button key="cancel" onClick={onClose}>
          {text.cancel}
        </Button>,
        <Button key="ok" type="primary" loading={context.switching} onClick={() => void confirm()}>
          {text.confirm}
        </Button>,
      ]}
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          setTab(key as SwitcherTab);
          setSelected(null);
        }}
        items={[
          { key: 'company', label: text.companies },
          { key: 'building', label: text.underConstruction },
          { key: 'completed', label: text.completed },
        ]}
        tabBarExtraContent={
          tab === 'company' ? null : (
            <Input.Search allowClear placeholder={text.search} value={keyword} onChange={(e) => setKeyword(e.target.value)} style={{ width: 240 }} className="switcher-search" />
          )
        }
      />
      <div className="switcher-row-wrap">
        <Button shape="circle" icon={<LeftOutlined />} aria-label={text.scrollLeft} onClick={() => scroll(-1)} />
        <div className="switcher-row" ref={rowRef}>
          {items.length ? (
            items.map((item) => {
              const active = selected?.kind === kind && selected.id === item.id;
              return (
                <button
                  type="button"
                  key={item.id}
                  className={`switcher-card${active ? ' switcher-card-active' : ''}`}
                  aria-pressed={active}
                  title={item.sub}
                  onClick={() => setSelected({ kind, id: item.id })}
                >
                  <span className="switcher-card-title">{item.title}</span>
                  <span className="switcher-card-sub">{item.sub}</span>
                </button>
              );
            })
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text.empty} style={{ margin: '0 auto' }} />
          )}
        </div>
        <Button shape="circle" icon={<RightOutlined />} aria-label={text.scrollRight} onClick={() => scroll(1)} />
      </div>
    </Modal>
  );
});
