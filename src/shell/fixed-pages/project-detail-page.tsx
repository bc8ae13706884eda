import { useEffect, useState } from 'react';
import { Descriptions, Empty, Result, Spin, Tag } from 'antd';
import { useSearchParams } from 'react-router-dom';
import type { ProjectItem } from '../api/shell-api';
import { fixedMessages } from '../shared/fixed-messages';
import { useServices } from '../services/services-context';
import { PageFrame } from './page-frame';

const text = fixedMessages.projectDetail;

type State =
  | { status: 'loading' }
  | { status: 'ready'; project: ProjectItem; companyName: string }
  | { status: 'none' }
  | { status: 'missing'; id: string }
  | { status: 'failed'; message: string };

const STATE_COLORS: Record<string, string> = { '1': 'default', '2': 'processing', '3': 'success' };

/**
 * /company/projectDetail: the project of `?id=` (looked up in the user's project tree) or else the current one
 * (`queryCurrProject`, or the project chosen in the header). Only the server's data; nothing is made up.
 */
export function ProjectDetailPage() {
  const { api, session } = useServices();
  const [params] = useSearchParams();
  const wanted = params.get('id') ?? session.currentProjectId;
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    const settle = (next: State) => active && setState(next);
    setState({ status: 'loading' });
    (async () => {
      const current = wanted ? null : await api.queryCurrentProject().catch(() => null);
      const id = wanted ?? current?.id;
      if (!id) return settle({ status: 'none' });
      const tree = await api.getUserProjectTree();
      for (const company of tree) {
        const project = company.children.find((p) => p.id === id);
        if (project) return settle({ status: 'ready', project, companyName: project.companyName || company.departName });
      }
      settle({ status: 'missing', id });
    })().catch((error: unknown) => settle({ status: 'failed', message: error instanceof Error ? error.message : String(error) }));
    return () => {
      active = false;
    };
  }, [api, wanted]);

  return (
    <PageFrame title={text.title} back className="project-detail-page">
      {state.status === 'loading' ? <Spin /> : null}
      {state.status === 'none' ? <Empty description={text.none} /> : null}
      {state.status === 'missing' ? <Empty description={text.notFound(state.id)} /> : null}
      {state.status === 'failed' ? <Result status="warning" title={fixedMessages.common.loadFailed} subTitle={state.message} /> : null}
      {state.status === 'ready' ? (
        <Descriptions bordered column={2} size="middle">
          <Descriptions.Item label={text.name} span={2}>{state.project.projectName || state.project.projectNameAbbr}</Descriptions.Item>
          <Descriptions.Item label={text.abbr}>{state.project.projectNameAbbr}</Descriptions.Item>
          <Descriptions.Item label={text.company}>{state.companyName || fixedMessages.common.none}</Descriptions.Item>
          <Descriptions.Item label={text.state}>
            <Tag color={STATE_COLORS[state.project.state || '1']}>{text.states[state.project.state || '1'] ?? state.project.state}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label={text.supervisionAttr}>{state.project.supervisionAttr || fixedMessages.common.none}</Descriptions.Item>
        </Descriptions>
      ) : null}
    </PageFrame>
  );
}
