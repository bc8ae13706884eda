import { Suspense, useMemo, useState } from 'react';
import { Alert, Empty, Segmented, Select, Space, Spin, Typography } from 'antd';
import {
  AccessControlContextProvider, actionName, allowAll, asRecordPage, isDataPage, createAccessControl, createMemoryDataProvider, EngineProvider, PageRenderer,
  MODULE_ACTIONS, sampleRecords, suggestedGrants, tablePage, useDataProvider, useDictLookup, useEngineEnv, useWidgetRegistry, type AccessControl, type PageSchema,
  type StudioRoleView,
} from '@/engine';
import { RecordEditor } from '../../shared/record-form/record-editor';
import { ZoomBox } from './zoom-box';

export type PreviewMode = 'list' | 'add' | 'edit' | 'detail';

export interface PreviewPaneProps {
  /** The page as the editor holds it now; undefined while the text does not parse or lint clean. */
  page?: PageSchema;
  /** Why there is no page to show (the first problem). */
  blocked?: string;
  /** The roles and their grants on this page (empty before any menu names it). */
  roles: StudioRoleView[];
}

const ADMIN_VIEW = '*';
const noop = () => undefined;

/** Every button code the page can check: its standard actions, custom actions and field rights. */
function pageCodes(page: PageSchema): string[] {
  const table = tablePage(page);
  if (!table) return [];
  const custom = page.kind === 'crud' ? (page.actions?.custom ?? []).map((a) => `${table.permissionPrefix}:${a.key}`) : [];
  const fields = table.fields.flatMap((f) => [f.permission?.view, f.permission?.edit]).filter((c): c is string => Boolean(c));
  return [...MODULE_ACTIONS.map((a) => `${table.permissionPrefix}:${a}`), ...custom, ...fields];
}

/** A role's permissions on the page: its grants, or — before any menu names the page — the grants a menu entry would get. */
function accessOf(page: PageSchema, role: StudioRoleView | undefined): { access: AccessControl; suggested: boolean } {
  if (!role) return { access: allowAll, suggested: false };
  const table = tablePage(page);
  const suggested = !role.sees && !!table;
  const perms = suggested ? suggestedGrants(role.roleCode, table.permissionPrefix) : role.perms;
  const allAuth = pageCodes(page).map((action) => ({ action, type: '1', status: '1' }));
  return { access: createAccessControl({ auth: perms.map((action) => ({ action, type: '1' })), allAuth }), suggested };
}

/**
 * 模式设计器's live preview: the page rendered by the platform's own widgets over sample records made from its fields,
 * held in memory (nothing is written to the database), in list, add, edit and detail modes, as each role would see it.
 * Report and dashboard pages read their reports through the platform as they would when published (read-only).
 */
export function PreviewPane({ page, blocked, roles }: PreviewPaneProps) {
  const [mode, setMode] = useState<PreviewMode>('list');
  const [roleCode, setRoleCode] = useState(ADMIN_VIEW);
  const dicts = useDictLookup();
  const registry = useWidgetRegistry();
  const env = useEngineEnv();
  const live = useDataProvider();
  const pageKey = page ? JSON.stringify(page) : '';
  // A new set of records whenever the page changes, so the preview always matches the text.
  const provider = useMemo(
    () => (page ? createMemoryDataProvider({ [page.code]: sampleRecords(page, dicts) }) : undefined),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [pageKey, dicts],
  );
  const role = roles.find((r) => r.roleCode === roleCode);
  const { access, suggested } = page ? accessOf(page, role) : { access: allowAll, suggested: false };
  const data = page && isDataPage(page) && tablePage(page) ? page : undefined;
  const withForm = Boolean(data && data.kind !== 'form');

  const toolbar = (
    <Space wrap style={{ marginBottom: 8 }}>
      <Segmented<PreviewMode>
        value={withForm ? mode : 'list'}
        onChange={setMode}
        options={[
          { label: '列表', value: 'list' }, { label: '新增', value: 'add', disabled: !withForm },
          { label: '编辑', value: 'edit', disabled: !withForm }, { label: '详情', value: 'detail', disabled: !withForm },
        ]}
      />
      <Select
        aria-label="预览角色"
        style={{ width: 200 }}
        value={roleCode}
        onChange={setRoleCode}
        options={[{ value: ADMIN_VIEW, label: '全部权限' }, ...roles.map((r) => ({ value: r.roleCode, label: `${r.roleName}（${r.roleCode}）` }))]}
      />
    </Space>
  );

  if (!page || !provider) {
    return (
      <div>
        {toolbar}
        <Empty description={blocked ? `模式有问题，暂不能预览：${blocked}` : '打开或新建一个模式后在这里预览'} />
      </div>
    );
  }
  const effective = withForm ? mode : 'list';
  return (
    <div data-testid="studio-preview">
      {toolbar}
      {suggested ? (
        <Alert type="info" showIcon style={{ marginBottom: 8 }} message={`尚无菜单授权，按加入菜单时的建议授权预览：${suggestedGrants(roleCode, (data && tablePage(data)?.permissionPrefix) ?? '').map(actionName).join('、') || '只能查看'}`} />
      ) : null}
      <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>示例数据由字段生成，只在浏览器内存中，不写数据库。</Typography.Text>
      <ZoomBox width={1180}>
        <EngineProvider key={pageKey} dataProvider={page.kind === 'report' || page.kind === 'dashboard' ? live : provider} registry={registry} dicts={dicts} env={env}>
          <AccessControlContextProvider value={access}>
            {effective === 'list' || !data ? (
              <Suspense fallback={<Spin />}><PageRenderer schema={page} /></Suspense>
            ) : (
              <RecordEditor
                key={effective}
                page={asRecordPage(data)}
                mode={effective}
                id={effective === 'add' ? undefined : 'sample01'}
                container="inline"
                onSaved={(message) => env.notify({ type: 'success', message: `${message}（预览，未写入数据库）` })}
                onError={(message) => env.notify({ type: 'error', message })}
                onClose={noop}
              />
            )}
          </AccessControlContextProvider>
        </EngineProvider>
      </ZoomBox>
    </div>
  );
}
