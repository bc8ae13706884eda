import type { Meta, StoryObj } from '@storybook/react-vite';
import { argTypesFromSchema } from '../shared/stories/args-from-schema';
import { RouteStrip } from './route-strip';
import propsSchema from './route-strip.schema.json';
import { jinggangaoSections, sectionsMeta } from './route-strip.fixtures';

const meta = {
  title: '部件/RouteStrip 线路标段图',
  component: RouteStrip,
  args: { rows: jinggangaoSections, meta: sectionsMeta, detailFields: ['unit_name', 'plan_wan', 'actual_wan'] },
  argTypes: argTypesFromSchema(propsSchema),
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RouteStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 京港澳高速改扩建 K38+000～K76+500: 总监办 and 驻地办 over the civil sections and the pavement, coloured by progress. */
export const Jinggangao: Story = {
  name: '京港澳改扩建（7 个标段）',
  parameters: { expectText: ['K38+000', 'K76+500', 'TJ1 93%', 'TJ3 45%', 'LM1 18%', '未标桩号：中心试验室', '≥90%', '无计划'] },
};

/** 成渝环线 K0+000～K86+300: a long tunnel, bridge and roadbed line with one electromechanical section over all of it. */
export const ChengyuRing: Story = {
  name: '成渝环线（隧道、桥梁、路基与机电）',
  args: {
    rows: [
      { section_code: 'TJ1', section_name: 'TJ1合同段（隧道）', stake_start: 'K0+000', stake_end: 'K18+450', progress: 64.2 },
      { section_code: 'TJ2', section_name: 'TJ2合同段（桥梁）', stake_start: 'K18+450', stake_end: 'K41+900', progress: 38.5 },
      { section_code: 'TJ3', section_name: 'TJ3合同段（路基桥涵）', stake_start: 'K41+900', stake_end: 'K86+300', progress: 91.7 },
      { section_code: 'JD1', section_name: 'JD1合同段（机电）', stake_start: 'K0+000', stake_end: 'K86+300', progress: 6.4 },
    ],
  },
  parameters: { expectText: ['K0+000', 'K86+300', 'TJ3 91.7%', 'JD1 6.4%'] },
};

/** The wall display: the same strip on the dark screen. */
export const Dark: Story = {
  name: '深色大屏',
  decorators: [(Story) => <div style={{ background: '#06183c', color: '#cfe8ff', padding: 16 }}><Story /></div>],
  parameters: { backgrounds: { default: 'dark' }, expectText: ['TJ2 71%', 'K76+500'] },
};
