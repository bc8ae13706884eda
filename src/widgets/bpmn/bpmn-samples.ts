// Sample data for the BPMN widgets' stories and tests: a leave request (请假) the way a configurator would draw it,
// the form fields it approves, and the roles and people the modeler offers as approvers.
import { FLOW_NS } from '@/engine/schema/flow/flow-moddle';

/**
 * 请假流程: 部门负责人 approves every request; the gateway sends more than three days to 分管领导 then 总经理, the rest
 * (default flow) to 人事备案. Left to right, tasks 100×80, events 36×36, the gateway 50×50.
 */
export const LEAVE_PROCESS_XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"
  xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI"
  xmlns:dc="http://www.omg.org/spec/DD/20100524/DC"
  xmlns:di="http://www.omg.org/spec/DD/20100524/DI"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xmlns:flow="${FLOW_NS}"
  id="Definitions_Leave" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="Process_Leave" name="请假流程" isExecutable="true">
    <bpmn:startEvent id="Start_Leave" name="开始">
      <bpmn:outgoing>Flow_Start_Dept</bpmn:outgoing>
    </bpmn:startEvent>
    <bpmn:userTask id="Task_DeptLeader" name="部门负责人审批" flow:assigneeType="deptLeader" flow:mode="single" flow:rejectTo="applicant" flow:timeoutHours="24" flow:fieldRights="reason:readonly;leaveDays:readonly;approverRemark:editable">
      <bpmn:incoming>Flow_Start_Dept</bpmn:incoming>
      <bpmn:outgoing>Flow_Dept_Gateway</bpmn:outgoing>
    </bpmn:userTask>
    <bpmn:exclusiveGateway id="Gateway_Days" name="天数判断" default="Flow_Gateway_Hr">
      <bpmn:incoming>Flow_Dept_Gateway</bpmn:incoming>
      <bpmn:outgoing>Flow_Gateway_Division</bpmn:outgoing>
      <bpmn:outgoing>Flow_Gateway_Hr</bpmn:outgoing>
    </bpmn:exclusiveGateway>
    <bpmn:userTask id="Task_DivisionLeader" name="分管领导审批" flow:assigneeType="role" flow:assignee="fgld" flow:mode="or" flow:rejectTo="previous" flow:timeoutHours="48" flow:fieldRights="reason:readonly;leaveDays:readonly;approverRemark:required">
      <bpmn:incoming>Flow_Gateway_Division</bpmn:incoming>
      <bpmn:outgoing>Flow_Division_Gm</bpmn:outgoing>
    </bpmn:userTask>
    <bpmn:userTask id="Task_GeneralManager" name="总经理审批" flow:assigneeType="role" flow:assignee="zjl" flow:mode="single" flow:rejectTo="any" flow:timeoutHours="72" flow:fieldRights="reason:readonly;leaveDays:readonly;approverRemark:editable">
      <bpmn:incoming>Flow_Division_Gm</bpmn:incoming>
      <bpmn:outgoing>Flow_Gm_End</bpmn:outgoing>
    </bpmn:userTask>
    <bpmn:userTask id="Task_HrFiling" name="人事备案" flow:assigneeType="role" flow:assignee="hr" flow:mode="or" flow:rejectTo="applicant" flow:fieldRights="leaveType:readonly;startTime:readonly;endTime:readonly;leaveDays:readonly;reason:readonly">
      <bpmn:incoming>Flow_Gateway_Hr</bpmn:incoming>
      <bpmn:outgoing>Flow_Hr_End</bpmn:outgoing>
    </bpmn:userTask>
    <bpmn:endEvent id="End_Leave" name="结束">
      <bpmn:incoming>Flow_Gm_End</bpmn:incoming>
      <bpmn:incoming>Flow_Hr_End</bpmn:incoming>
    </bpmn:endEvent>
    <bpmn:sequenceFlow id="Flow_Start_Dept" sourceRef="Start_Leave" targetRef="Task_DeptLeader" />
    <bpmn:sequenceFlow id="Flow_Dept_Gateway" sourceRef="Task_DeptLeader" targetRef="Gateway_Days" />
    <bpmn:sequenceFlow id="Flow_Gateway_Division" name="超过3天" sourceRef="Gateway_Days" targetRef="Task_DivisionLeader">
      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">\${leaveDays &gt; 3}</bpmn:conditionExpression>
    </bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="Flow_Gateway_Hr" name="3天及以内" sourceRef="Gateway_Days" targetRef="Task_HrFiling" />
    <bpmn:sequenceFlow id="Flow_Division_Gm" sourceRef="Task_DivisionLeader" targetRef="Task_GeneralManager" />
    <bpmn:sequenceFlow id="Flow_Gm_End" sourceRef="Task_GeneralManager" targetRef="End_Leave" />
    <bpmn:sequenceFlow id="Flow_Hr_End" sourceRef="Task_HrFiling" targetRef="End_Leave" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="Diagram_Leave">
    <bpmndi:BPMNPlane id="Plane_Leave" bpmnElement="Process_Leave">
      <bpmndi:BPMNShape id="Start_Leave_di" bpmnElement="Start_Leave">
        <dc:Bounds x="162" y="182" width="36" height="36" />
        <bpmndi:BPMNLabel><dc:Bounds x="169" y="225" width="22" height="14" /></bpmndi:BPMNLabel>
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Task_DeptLeader_di" bpmnElement="Task_DeptLeader">
        <dc:Bounds x="260" y="160" width="100" height="80" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Gateway_Days_di" bpmnElement="Gateway_Days" isMarkerVisible="true">
        <dc:Bounds x="425" y="175" width="50" height="50" />
        <bpmndi:BPMNLabel><dc:Bounds x="384" y="232" width="44" height="14" /></bpmndi:BPMNLabel>
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Task_DivisionLeader_di" bpmnElement="Task_DivisionLeader">
        <dc:Bounds x="550" y="60" width="100" height="80" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Task_GeneralManager_di" bpmnElement="Task_GeneralManager">
        <dc:Bounds x="720" y="60" width="100" height="80" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Task_HrFiling_di" bpmnElement="Task_HrFiling">
        <dc:Bounds x="550" y="260" width="100" height="80" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="End_Leave_di" bpmnElement="End_Leave">
        <dc:Bounds x="902" y="182" width="36" height="36" />
        <bpmndi:BPMNLabel><dc:Bounds x="946" y="193" width="22" height="14" /></bpmndi:BPMNLabel>
      </bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="Flow_Start_Dept_di" bpmnElement="Flow_Start_Dept">
        <di:waypoint x="198" y="200" /><di:waypoint x="260" y="200" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_Dept_Gateway_di" bpmnElement="Flow_Dept_Gateway">
        <di:waypoint x="360" y="200" /><di:waypoint x="425" y="200" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_Gateway_Division_di" bpmnElement="Flow_Gateway_Division">
        <di:waypoint x="450" y="175" /><di:waypoint x="450" y="100" /><di:waypoint x="550" y="100" />
        <bpmndi:BPMNLabel><dc:Bounds x="472" y="82" width="44" height="14" /></bpmndi:BPMNLabel>
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_Gateway_Hr_di" bpmnElement="Flow_Gateway_Hr">
        <di:waypoint x="450" y="225" /><di:waypoint x="450" y="300" /><di:waypoint x="550" y="300" />
        <bpmndi:BPMNLabel><dc:Bounds x="466" y="282" width="55" height="14" /></bpmndi:BPMNLabel>
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_Division_Gm_di" bpmnElement="Flow_Division_Gm">
        <di:waypoint x="650" y="100" /><di:waypoint x="720" y="100" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_Gm_End_di" bpmnElement="Flow_Gm_End">
        <di:waypoint x="820" y="100" /><di:waypoint x="920" y="100" /><di:waypoint x="920" y="182" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_Hr_End_di" bpmnElement="Flow_Hr_End">
        <di:waypoint x="650" y="300" /><di:waypoint x="920" y="300" /><di:waypoint x="920" y="218" />
      </bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;

/** The same process with 总经理审批's approver left out, as a configurator might save it half done. */
export const LEAVE_PROCESS_UNFINISHED_XML = LEAVE_PROCESS_XML.replace(' flow:assigneeType="role" flow:assignee="zjl"', '');

/** What the server's lint says about LEAVE_PROCESS_UNFINISHED_XML. */
export const LEAVE_PROCESS_PROBLEMS = [
  { id: 'Task_GeneralManager', message: '「总经理审批」未设置审批人，流程到这里将无人处理', category: 'error' as const },
  { id: 'Task_HrFiling', message: '「人事备案」未设置超时催办，记录可能长期无人备案', category: 'warn' as const },
];

/** Not BPMN at all: the closing tags are cut off, as a truncated upload would be. */
export const BROKEN_PROCESS_XML = LEAVE_PROCESS_XML.slice(0, LEAVE_PROCESS_XML.indexOf('<bpmn:userTask id="Task_HrFiling"'));

/** The leave form's fields: what node field rights and gateway conditions refer to. */
export const LEAVE_FORM_FIELDS = [
  { name: 'leaveType', label: '请假类型' },
  { name: 'startTime', label: '开始时间' },
  { name: 'endTime', label: '结束时间' },
  { name: 'leaveDays', label: '请假天数' },
  { name: 'reason', label: '事由' },
  { name: 'handoverUser', label: '工作交接人' },
  { name: 'approverRemark', label: '审批意见' },
];

export const SAMPLE_ROLES = [
  { value: 'bmfzr', label: '部门负责人' },
  { value: 'fgld', label: '分管领导' },
  { value: 'zjl', label: '总经理' },
  { value: 'hr', label: '人事专员' },
  { value: 'cwjl', label: '财务经理' },
];

export const SAMPLE_USERS = [
  { value: 'zhangwei', label: '张伟' },
  { value: 'zhaomin', label: '赵敏' },
  { value: 'lina', label: '李娜' },
  { value: 'wangqiang', label: '王强' },
  { value: 'liuyang', label: '刘洋' },
];
