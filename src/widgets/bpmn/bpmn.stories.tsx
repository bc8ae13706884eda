import { useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { App, Button, Space, Typography } from 'antd';
import { argTypesFromSchema } from '../shared/stories/args-from-schema';
import { installSvgGeometry } from './bpmn-jsdom.fixtures';
import { BpmnViewer } from './bpmn-viewer';
import { BpmnModeler, type BpmnModelerApi, type BpmnModelerProps } from './bpmn-modeler';
import {
  BROKEN_PROCESS_XML, LEAVE_FORM_FIELDS, LEAVE_PROCESS_PROBLEMS, LEAVE_PROCESS_UNFINISHED_XML, LEAVE_PROCESS_XML, SAMPLE_ROLES, SAMPLE_USERS,
} from './bpmn-samples';
import viewerSchema from './bpmn-viewer.schema.json';
import modelerSchema from './bpmn-modeler.schema.json';

// The stories test mounts every story in jsdom, which has SVG elements but no SVG geometry; there these stories bring
// the unit tests' fakes along, so the diagrams really draw. Told by the user agent, as echart.tsx does: the fakes
// must never replace a browser's real geometry.
if (typeof navigator !== 'undefined' && /jsdom/i.test(navigator.userAgent)) installSvgGeometry();

// One file, two widgets: the meta carries the viewer's controls; the designer stories swap in the modeler's.
const meta = {
  title: '部件/BPMN 流程图',
  component: BpmnViewer,
  argTypes: argTypesFromSchema(viewerSchema),
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BpmnViewer>;
export default meta;
type ViewerStory = StoryObj<typeof meta>;

export const InProgress: ViewerStory = {
  name: '查看（进行中：部门负责人已通过，当前在分管领导）',
  args: {
    xml: LEAVE_PROCESS_XML,
    doneNodes: ['Start_Leave', 'Flow_Start_Dept', 'Task_DeptLeader', 'Flow_Dept_Gateway', 'Gateway_Days', 'Flow_Gateway_Division'],
    currentNodes: ['Task_DivisionLeader'],
    height: 420,
  },
  parameters: { expectText: ['部门负责人审批', '分管领导审批', '已完成', '当前节点'] },
};

export const Broken: ViewerStory = {
  name: '查看（无法显示）',
  args: { xml: BROKEN_PROCESS_XML, height: 300 },
  parameters: { expectText: ['流程图无法显示：XML 格式不正确（文件不完整）'] },
};

/** The designer as a process page uses it: the edited XML kept by the page, 部署 reading it through the ref. */
function DesignerPage(props: Omit<BpmnModelerProps, 'onChange' | 'onReady'>) {
  const { message } = App.useApp();
  const modeler = useRef<BpmnModelerApi>(null);
  const [xml, setXml] = useState(props.xml);
  const [changed, setChanged] = useState(false);
  const deploy = async () => {
    const saved = await modeler.current?.saveXML();
    message.success(`已提交部署：请假流程（${saved?.length ?? 0} 字符）`);
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space>
        <Typography.Text strong>请假流程</Typography.Text>
        <Typography.Text type="secondary">{changed ? '有未部署的修改' : '与已部署版本一致'}</Typography.Text>
        <Button type="primary" onClick={() => void deploy()}>部署</Button>
      </Space>
      <BpmnModeler
        {...props}
        ref={modeler}
        xml={xml}
        onChange={(next) => {
          setXml(next);
          setChanged(true);
        }}
      />
    </Space>
  );
}

const modelerControls = argTypesFromSchema(modelerSchema, { replacing: viewerSchema });
const designerArgs = { fields: LEAVE_FORM_FIELDS, roles: SAMPLE_ROLES, users: SAMPLE_USERS, height: 620 };

export const Designer: StoryObj<typeof BpmnModeler> = {
  name: '设计器',
  argTypes: modelerControls,
  args: { ...designerArgs, xml: LEAVE_PROCESS_XML },
  // Keyed by the xml control, so editing it there starts the designer over from the new diagram.
  render: (args) => <DesignerPage key={args.xml} {...args} />,
  parameters: { expectText: ['选择一个节点或连线以编辑其属性', '总经理审批', '部署'] },
};

export const DesignerWithProblems: StoryObj<typeof BpmnModeler> = {
  name: '设计器（带检查问题）',
  argTypes: modelerControls,
  args: { ...designerArgs, xml: LEAVE_PROCESS_UNFINISHED_XML, problems: LEAVE_PROCESS_PROBLEMS },
  render: (args) => <DesignerPage key={args.xml} {...args} />,
  parameters: { expectText: ['检查问题（2）', LEAVE_PROCESS_PROBLEMS[0].message, LEAVE_PROCESS_PROBLEMS[1].message] },
};
