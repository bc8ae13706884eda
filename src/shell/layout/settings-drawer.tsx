import { Divider, Drawer, List, Radio, Switch, Tooltip } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { shellMessages } from '../shared/messages';
import { useServices } from '../services/services-context';
import { COLOR_PRESETS, type LayoutSettings } from './settings-store';

const text = shellMessages.settings;
/** The settings drawer is 300 px wide. */
export const SETTINGS_DRAWER_WIDTH = 300;

/** Development-only settings drawer: menu theme, primary colour, layout, content width, header/sidebar and modes. */
export const SettingsDrawer = observer(function SettingsDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  const { settings } = useServices();
  const toggle = (key: keyof LayoutSettings, title: string, disabled = false) => ({
    key,
    title,
    action: <Switch size="small" checked={Boolean(settings[key])} disabled={disabled} aria-label={title} onChange={(on) => settings.set(key, on as never)} />,
  });
  const rows = [
    toggle('fixedHeader', text.fixedHeader),
    toggle('autoHideHeader', text.autoHideHeader, !settings.fixedHeader),
    toggle('fixSiderbar', text.fixSiderbar, settings.layout === 'topmenu'),
    toggle('weak', text.weak),
    toggle('multipage', text.multipage),
  ];
  return (
    <Drawer title={text.title} open={open} onClose={onClose} width={SETTINGS_DRAWER_WIDTH} rootClassName="settings-drawer">
      <h4>{text.theme}</h4>
      <Radio.Group value={settings.theme} onChange={(e) => settings.set('theme', e.target.value)}>
        <Radio.Button value="dark">{text.dark}</Radio.Button>
        <Radio.Button value="light">{text.light}</Radio.Button>
      </Radio.Group>
      <h4 style={{ marginTop: 16 }}>{text.color}</h4>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {COLOR_PRESETS.map((preset) => (
          <Tooltip key={preset.color} title={preset.key}>
            <button
              type="button"
              aria-label={preset.key}
              onClick={() => settings.set('color', preset.color)}
              style={{ width: 20, height: 20, border: 0, borderRadius: 2, background: preset.color, color: '#fff', cursor: 'pointer', padding: 0 }}
            >
              {settings.color.toLowerCase() === preset.color.toLowerCase() ? <CheckOutlined /> : null}
            </button>
          </Tooltip>
        ))}
      </div>
      <Divider />
      <h4>{text.navigation}</h4>
      <Radio.Group value={settings.layout} onChange={(e) => settings.set('layout', e.target.value)}>
        <Radio.Button value="sidemenu">{text.sidemenu}</Radio.Button>
        <Radio.Button value="topmenu">{text.topmenu}</Radio.Button>
      </Radio.Group>
      <h4 style={{ marginTop: 16 }}>{text.contentWidth}</h4>
      <Radio.Group value={settings.contentWidth} onChange={(e) => settings.set('contentWidth', e.target.value)}>
        <Radio.Button value="Fixed">{text.fixed}</Radio.Button>
        <Radio.Button value="Fluid" disabled={settings.layout === 'sidemenu'}>
          {text.fluid}
        </Radio.Button>
      </Radio.Group>
      <Divider />
      <List size="small" dataSource={rows} renderItem={(row) => <List.Item actions={[row.action]}>{row.title}</List.Item>} />
    </Drawer>
  );
});
