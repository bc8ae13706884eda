import { EventEmitter } from 'node:events';
import { Engine } from 'bpmn-engine';
import { evaluateCondition } from './flow-conditions';
import { conditionText } from './flow-model';

/** Where a run stands after a step: the engine's state to store, the user tasks now waiting, and whether it ended. */
export interface RunResult {
  state: unknown;
  waiting: string[];
  ended: boolean;
  /** Elements completed during this step (for the diagram's done highlight). */
  passed: string[];
}

interface Execution {
  getPostponed(): { id: string; type: string; discard(): void }[];
  signal(message: { id: string }): void;
  activityStatus: string;
  state: string;
  definitions: { getProcesses(): { getActivityById(id: string): { run(): void } | undefined }[] }[];
}

/**
 * Conditions read the record as it is at this step (values handed in per step, never frozen in the stored state),
 * through the same safe evaluator the linter checked them with.
 */
function expressions(values: Record<string, unknown>) {
  return {
    resolveExpression(expression: string) {
      return evaluateCondition(conditionText(expression), values);
    },
  };
}

function listen(passed: string[]) {
  const listener = new EventEmitter();
  listener.on('activity.end', (api: { id: string; type: string }) => {
    if (!api.type.endsWith('SequenceFlow')) passed.push(api.id);
  });
  return listener;
}

/** The engine runs synchronously between wait states; a few turns of the event loop let any deferred step finish. */
async function settle(execution: Execution): Promise<void> {
  for (let i = 0; i < 50 && execution.activityStatus === 'executing'; i++) await new Promise((r) => setImmediate(r));
}

function result(engine: Engine, execution: Execution, passed: string[]): Promise<RunResult> {
  const waiting = execution.getPostponed().filter((a) => a.type === 'bpmn:UserTask').map((a) => a.id);
  const ended = execution.state !== 'running' || waiting.length === 0;
  return engine.getState().then((state) => ({ state: ended ? null : state, waiting, ended, passed }));
}

/** Starts a process on `xml` and runs it to its first user tasks. */
export async function startRun(xml: string, values: Record<string, unknown>): Promise<RunResult> {
  const passed: string[] = [];
  const engine = new Engine({ name: 'flow', source: xml, expressions: expressions(values) } as never);
  const execution = (await engine.execute({ listener: listen(passed) } as never)) as unknown as Execution;
  await settle(execution);
  return result(engine, execution, passed);
}

async function recover(state: unknown, values: Record<string, unknown>, passed: string[]) {
  const engine = new Engine({ name: 'flow', expressions: expressions(values) } as never).recover(structuredClone(state) as never);
  const execution = (await engine.resume({ listener: listen(passed) } as never)) as unknown as Execution;
  return { engine, execution };
}

/** Completes the waiting user task `nodeId` and runs on to the next wait states (or the end). */
export async function signalRun(state: unknown, values: Record<string, unknown>, nodeId: string): Promise<RunResult> {
  const passed: string[] = [];
  const { engine, execution } = await recover(state, values, passed);
  if (!execution.getPostponed().some((a) => a.id === nodeId)) throw new Error(`node ${nodeId} is not waiting`);
  execution.signal({ id: nodeId });
  await settle(execution);
  return result(engine, execution, passed);
}

/**
 * Moves the run back to an earlier user task (退回): the target starts before the current tasks are discarded, so
 * the process never sees itself without work and does not end.
 */
export async function jumpRun(state: unknown, values: Record<string, unknown>, toNode: string): Promise<RunResult> {
  const passed: string[] = [];
  const { engine, execution } = await recover(state, values, passed);
  const current = execution.getPostponed().filter((a) => a.type === 'bpmn:UserTask');
  const target = execution.definitions[0].getProcesses()[0].getActivityById(toNode);
  if (!target) throw new Error(`node ${toNode} not found`);
  target.run();
  for (const activity of current) if (activity.id !== toNode) activity.discard();
  await settle(execution);
  return result(engine, execution, passed);
}
