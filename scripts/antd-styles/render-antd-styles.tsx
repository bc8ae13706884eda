// Renders antd's component styles for the app's theme ahead of time, as antd's own static extraction does, and prints
// them as JSON: `{ motion: css, reducedMotion: css }`. Run by the build (antd-styles-plugin.ts) with NODE_ENV=production,
// so the class hashes are those of the built app.
//
// Each stylesheet ends with antd's map of the style paths it holds. Finding its path in that map, antd's runtime skips
// computing and inserting a component's styles, which it otherwise does every time a component type mounts again
// (each page switch): a quarter of a page switch's script time.
import fs from 'node:fs';
import path from 'node:path';
import { type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import * as antd from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { createForm } from '@formily/core';
import { FormProvider } from '@formily/react';
import { FormButtonGroup, FormGrid, FormItem, FormLayout, PreviewText } from '@formily/antd-v5';
import { DEFAULT_PRIMARY_COLOR, themeFor } from '../../src/shell/shared/theme';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- every export of antd is rendered by name
type AnyComponent = ComponentType<any> & { _InternalPanelDoNotUseOrYouWillBeFired?: ComponentType<any> };

/** Components that cannot render on their own in a string render, and the form each takes instead. */
const RENDER_AS: Record<string, (C: AnyComponent) => ReactNode> = {
  Affix: (C) => <C><div /></C>,
  BackTop: () => <antd.FloatButton.BackTop />,
  Dropdown: (C) => <C menu={{ items: [] }}><div /></C>,
  Menu: (C) => <C items={[]} />,
  QRCode: (C) => <C value="-" />,
  Tree: (C) => <C treeData={[]} />,
  // An open dialog or drawer in place (no portal) carries the styles of the real one, mask and motion included.
  Modal: (C) => <C open getContainer={false} title="-">-</C>,
  Drawer: (C) => <C open getContainer={false} title="-">-</C>,
  // Preset and status colours have styles of their own, registered when a tag has one.
  Tag: (C) => <><C>-</C><C color="blue">-</C><C color="success">-</C></>,
  Form: (C) => <C><antd.Form.Item label="-">-</antd.Form.Item></C>,
};
/** Components whose panel carries their pop-up's styles (the pop-up itself renders into a portal, absent here). */
const PANELS = new Set(['Modal', 'Drawer', 'Popover', 'Popconfirm', 'Tooltip', 'Tour', 'Dropdown', 'message', 'notification']);

/** The antd components the app imports (`import { … } from 'antd'` in src, tests and stories left out). */
function usedNames(dir: string): Set<string> {
  const names = new Set<string>();
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) usedNames(file).forEach((n) => names.add(n));
    else if (/\.tsx?$/.test(entry.name) && !/\.(test|stories|fixtures)\.tsx?$/.test(entry.name)) {
      for (const [, list] of fs.readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'antd'/g)) {
        for (const item of list.split(',')) {
          const name = item.trim().split(/\s+as\s+/)[0];
          if (name && !name.startsWith('type ')) names.add(name);
        }
      }
    }
  }
  return names;
}

/** A component, its pop-up panel and its parts (Input.TextArea, Typography.Text, Layout.Sider …), each rendered alone. */
function nodesOf(name: string, C: AnyComponent): ReactNode[] {
  const nodes: ReactNode[] = [];
  if (PANELS.has(name) && C._InternalPanelDoNotUseOrYouWillBeFired) {
    const Panel = C._InternalPanelDoNotUseOrYouWillBeFired;
    nodes.push(<Panel title="-" content="-" message="-" />);
  }
  if (name[0] !== name[0].toUpperCase()) return nodes;
  if (RENDER_AS[name]) nodes.push(RENDER_AS[name](C));
  else if (!PANELS.has(name)) nodes.push(<C />);
  for (const [part, P] of Object.entries(C)) {
    if (/^[A-Z]/.test(part) && P && (typeof P === 'function' || (typeof P === 'object' && '$$typeof' in P))) {
      const Part = P as AnyComponent;
      nodes.push(<Part />);
    }
  }
  return nodes;
}

function antdComponents(names: Set<string>): ReactNode[] {
  const exported = antd as unknown as Record<string, AnyComponent>;
  return [...names].filter((n) => exported[n] && n !== 'ConfigProvider' && n !== 'theme').flatMap((n) => nodesOf(n, exported[n]));
}

/** Formily's own styled parts the record forms use (its inputs are antd's). */
function formilyComponents(): ReactNode[] {
  return [FormItem, FormLayout, FormGrid, PreviewText.Input, FormButtonGroup].map((C, i) => (
    <FormProvider key={i} form={createForm()}><C /></FormProvider>
  ));
}

function stylesFor(reducedMotion: boolean): string {
  const cache = createCache();
  const theme = themeFor(DEFAULT_PRIMARY_COLOR, reducedMotion);
  // One render per component: a part that cannot render alone (Form.List needs its props) is left to the run time.
  for (const node of [...antdComponents(usedNames(SRC)), ...formilyComponents()]) {
    try {
      renderToString(
        <StyleProvider cache={cache}>
          <antd.ConfigProvider locale={zhCN} theme={theme}>{node}</antd.ConfigProvider>
        </StyleProvider>,
      );
    } catch {
      // Its styles are computed in the browser, as without this sheet.
    }
  }
  return extractStyle(cache, true);
}

const SRC = path.resolve(import.meta.dirname, '../../src');

if (process.env.NODE_ENV !== 'production') throw new Error('NODE_ENV=production is required: the class hashes must be those of the built app');
process.stdout.write(JSON.stringify({ motion: stylesFor(false), reducedMotion: stylesFor(true) }));
