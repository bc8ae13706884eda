import { Dropdown, Tabs, type MenuProps } from 'antd';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { shellMessages } from '../shared/messages';
import { useServices } from '../services/services-context';
import type { TabPage } from './tabs-store';

/** The tab context menu sits above everything. */
export const TAB_MENU_Z_INDEX = 9999;

const text = shellMessages.tabs;

/** The tab strip of the workspace, with 刷 新 / 关闭左侧 / 关闭右侧 / 关闭其它 / 全部关闭 on right click. */
export const TabBar = observer(function TabBar() {
  const { tabs, feedback } = useServices();
  const navigate = useNavigate();
  const go = (path: string | null) => {
    if (path) navigate(path);
  };

  const close = (fullPath: string) => {
    const outcome = tabs.close(fullPath);
    if (!outcome.ok) feedback.message.warning(outcome.message);
    else go(outcome.activate);
  };

  const onMenu = (tab: TabPage, key: string) => {
    switch (key) {
      case 'refresh':
        if (tabs.active !== tab.fullPath) navigate(tab.fullPath);
        tabs.refresh(tab.fullPath);
        return;
      case 'closeLeft':
        return go(tabs.closeLeft(tab.fullPath));
      case 'closeRight':
        return go(tabs.closeRight(tab.fullPath));
      case 'closeOthers':
        return go(tabs.closeOthers(tab.fullPath));
      case 'closeAll':
        return go(tabs.closeAll());
    }
  };

  const menuItems: MenuProps['items'] = [
    { key: 'refresh', label: text.refresh },
    { key: 'closeLeft', label: text.closeLeft },
    { key: 'closeRight', label: text.closeRight },
    { key: 'closeOthers', label: text.closeOthers },
    { key: 'closeAll', label: text.closeAll },
  ];

  return (
    <div className="app-tab-bar" data-testid="tab-bar">
      <Tabs
        type="editable-card"
        size="small"
        hideAdd
        activeKey={tabs.active ?? undefined}
        onChange={(key) => navigate(key)}
        onEdit={(key, action) => {
          if (action === 'remove' && typeof key === 'string') close(key);
        }}
        items={tabs.tabs.map((tab) => ({
          key: tab.fullPath,
          closable: true,
          label: (
            <Dropdown
              trigger={['contextMenu']}
              overlayStyle={{ zIndex: TAB_MENU_Z_INDEX }}
              overlayClassName="app-tab-menu"
              menu={{ items: menuItems, onClick: ({ key, domEvent }) => { domEvent.stopPropagation(); onMenu(tab, String(key)); } }}
            >
              <span className="app-tab-title" data-path={tab.fullPath}>{tabs.titleOf(tab)}</span>
            </Dropdown>
          ),
        }))}
      />
    </div>
  );
});
