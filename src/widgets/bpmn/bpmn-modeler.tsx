import { forwardRef, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { Alert } from 'antd';
import Modeler from 'bpmn-js/lib/Modeler';
import type { Element } from 'bpmn-js/lib/model/Types';
import type Modeling from 'bpmn-js/lib/features/modeling/Modeling';
import type BpmnFactory from 'bpmn-js/lib/features/modeling/BpmnFactory';
import type BpmnReplace from 'bpmn-js/lib/features/replace/BpmnReplace';
import type Canvas from 'diagram-js/lib/core/Canvas';
import type ElementRegistry from 'diagram-js/lib/core/ElementRegistry';
import type EventBus from 'diagram-js/lib/core/EventBus';
import type Selection from 'diagram-js/lib/features/selection/Selection';
import { flowModdle } from '@/engine/schema/flow/flow-moddle';
import { PROBLEM_CATEGORIES, fitViewport, importErrorText, type FlowProblem, type FormField, type Option } from './bpmn-helpers';
import { BpmnPropertiesPanel, type PanelServices } from './bpmn-properties-panel';
import { zhTranslateModule } from './bpmn-translate';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css';
import './bpmn.css';

/** What a page can ask of the modeler (through a ref or `onReady`), e.g. the XML to deploy. */
export interface BpmnModelerApi {
  /** The diagram as formatted BPMN 2.0 XML, `flow:` attributes included. */
  saveXML(): Promise<string>;
}

export interface BpmnModelerProps {
  /** BPMN 2.0 XML to edit; a new value is imported, the XML this modeler emitted itself is not re-imported. */
  xml: string;
  /** The business form's fields, for node field rights and gateway conditions. */
  fields: FormField[];
  /** Roles and people an approval node may name. */
  roles: Option[];
  users: Option[];
  /** The server's check results: marked on the diagram and listed beside it. */
  problems?: FlowProblem[];
  /** The edited XML, at most every 300 ms while the user works. */
  onChange?: (xml: string) => void;
  /** Called once the modeler exists, with the same API the ref offers. */
  onReady?: (api: BpmnModelerApi) => void;
  /** Height of the canvas and panel in px. */
  height?: number;
}

const CHANGE_DELAY_MS = 300;
// The replace target needs only its type; bpmn-js's typing lists every optional attribute as required.
const USER_TASK = { type: 'bpmn:UserTask' } as Parameters<BpmnReplace['replaceElement']>[1];
const LINT_MARKERS = Object.values(PROBLEM_CATEGORIES).map((c) => c.marker);

/** The selected element the panel edits: one element, a label standing for its owner, nothing for several. */
function editedElement(selection: Element[]): Element | undefined {
  if (selection.length !== 1) return undefined;
  const [element] = selection;
  return element.type === 'label' ? ((element as Element & { labelTarget?: Element }).labelTarget ?? element) : element;
}

function panelServices(modeler: Modeler): PanelServices {
  const registry = modeler.get<ElementRegistry>('elementRegistry');
  return {
    update: (element, properties) => modeler.get<Modeling>('modeling').updateProperties(element, properties),
    createExpression: (body) => modeler.get<BpmnFactory>('bpmnFactory').create('bpmn:FormalExpression', { body }),
    toUserTask: (element) => {
      const replaced = modeler.get<BpmnReplace>('bpmnReplace').replaceElement(element, USER_TASK);
      modeler.get<Selection>('selection').select(replaced);
    },
    nameOf: (id) => {
      const element = registry.get(id) as Element | undefined;
      return element ? ((element.businessObject?.name as string | undefined) || id) : undefined;
    },
    select: (id) => {
      const element = registry.get(id);
      if (!element) return;
      modeler.get<Selection>('selection').select(element);
      modeler.get<Canvas>('canvas').scrollToElement(element);
    },
  };
}

/**
 * The process designer: bpmn-js's canvas and palette, with a properties panel for the platform's approval rules
 * (approvers, approval mode, rejection, reminders, field rights, gateway conditions). Everything the panel writes
 * goes through bpmn-js's command stack, so undo/redo and the saved XML include it.
 */
export const BpmnModeler = forwardRef<BpmnModelerApi, BpmnModelerProps>(function BpmnModeler(
  { xml, fields, roles, users, problems = [], onChange, onReady, height = 560 },
  ref,
) {
  const containerRef = useRef<HTMLDivElement>(null);
  const modelerRef = useRef<Modeler>();
  const [services, setServices] = useState<PanelServices>();
  const [selected, setSelected] = useState<Element>();
  // Bumped on every element change: the panel reads the business objects bpmn-js mutates in place.
  const [, setRevision] = useState(0);
  const [imported, setImported] = useState(0);
  const [error, setError] = useState<string>();
  // The XML last imported or emitted, so a parent that feeds onChange's value back does not reset the editor.
  const currentXml = useRef<string>();
  const callbacks = useRef({ onChange, onReady });
  useEffect(() => {
    callbacks.current = { onChange, onReady };
  });

  const api = useMemo<BpmnModelerApi>(() => ({
    async saveXML() {
      const modeler = modelerRef.current;
      if (!modeler) throw new Error('流程设计器尚未加载完成');
      return (await modeler.saveXML({ format: true })).xml ?? '';
    },
  }), []);
  useImperativeHandle(ref, () => api, [api]);

  useEffect(() => {
    let modeler: Modeler;
    try {
      modeler = new Modeler({
        container: containerRef.current ?? undefined,
        moddleExtensions: { flow: flowModdle },
        additionalModules: [zhTranslateModule],
      });
    } catch (e) {
      setError(importErrorText(xml, e));
      return;
    }
    modelerRef.current = modeler;
    const eventBus = modeler.get<EventBus>('eventBus');
    eventBus.on<{ newSelection: Element[] }>('selection.changed', ({ newSelection }) => setSelected(editedElement(newSelection)));
    eventBus.on('element.changed', () => setRevision((n) => n + 1));
    let timer: ReturnType<typeof setTimeout> | undefined;
    eventBus.on('commandStack.changed', () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        modeler
          .saveXML({ format: true })
          .then(({ xml: saved }) => {
            if (saved === undefined || modelerRef.current !== modeler) return;
            currentXml.current = saved;
            callbacks.current.onChange?.(saved);
          })
          .catch(() => undefined); // Saving fails only on a broken model; the next change tries again.
      }, CHANGE_DELAY_MS);
    });
    setServices(panelServices(modeler));
    callbacks.current.onReady?.(api);
    return () => {
      clearTimeout(timer);
      modelerRef.current = undefined;
      currentXml.current = undefined;
      setServices(undefined);
      try {
        modeler.destroy();
      } catch {
        // Nothing to save from a modeler that cannot tear down; its container leaves with the component.
      }
    };
    // One modeler per mount; xml is imported below, callbacks are read through a ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api]);

  // Counts imports: only the latest one's result is shown (xml may change, or the modeler be re-created, meanwhile).
  const importCount = useRef(0);
  useEffect(() => {
    const modeler = modelerRef.current;
    if (!modeler || xml === currentXml.current) return;
    currentXml.current = xml;
    const count = ++importCount.current;
    if (!xml.trim()) {
      setError(importErrorText(xml));
      return;
    }
    modeler
      .importXML(xml)
      .then(() => {
        if (count !== importCount.current) return;
        setError(undefined);
        setSelected(undefined);
        setImported((n) => n + 1);
      })
      .catch((e: unknown) => {
        if (count === importCount.current) setError(importErrorText(xml, e));
      });
    // services changes exactly when a new modeler exists, which needs this xml imported too.
  }, [xml, services]);

  useEffect(() => {
    if (imported === 0) return;
    // The whole diagram, right of the palette (about 110 px on the left) and centred in height, never above 100 %.
    try {
      const canvas = modelerRef.current?.get<Canvas>('canvas');
      if (canvas) {
        const { inner, outer } = canvas.viewbox();
        const left = 110;
        const scale = Math.min(1, (outer.width - left - 24) / inner.width, (outer.height - 48) / inner.height);
        if (scale > 0 && Number.isFinite(scale)) {
          canvas.viewbox({
            x: inner.x - left / scale,
            y: inner.y - (outer.height / scale - inner.height) / 2,
            width: outer.width / scale,
            height: outer.height / scale,
          });
        }
      }
    } catch {
      fitViewport(modelerRef.current);
    }
  }, [imported]);

  const problemsKey = JSON.stringify(problems.map((p) => [p.id, p.category]));
  useEffect(() => {
    const modeler = modelerRef.current;
    if (!modeler || imported === 0) return;
    const canvas = modeler.get<Canvas>('canvas');
    const registry = modeler.get<ElementRegistry>('elementRegistry');
    try {
      for (const element of registry.getAll()) for (const marker of LINT_MARKERS) canvas.removeMarker(element.id, marker);
      for (const [id, category] of JSON.parse(problemsKey) as Array<[string, FlowProblem['category']]>) {
        if (registry.get(id)) canvas.addMarker(id, PROBLEM_CATEGORIES[category].marker);
      }
    } catch {
      // Markers are decoration; the list beside the canvas still names every problem.
    }
  }, [imported, problemsKey]);

  return (
    <div className="bpmn-modeler" style={{ display: 'flex', height, border: '1px solid #f0f0f0', borderRadius: 4, overflow: 'hidden' }}>
      <div style={{ flex: 1, minWidth: 0, position: 'relative' }}>
        {error && <Alert type="error" showIcon message={error} style={{ position: 'absolute', top: 8, left: 64, right: 8, zIndex: 10 }} />}
        <div ref={containerRef} className="bpmn-widget-canvas" style={{ height: '100%' }} />
      </div>
      <div style={{ width: 340, flex: 'none', borderLeft: '1px solid #f0f0f0', padding: 12, overflowY: 'auto', background: '#fff' }}>
        <BpmnPropertiesPanel element={selected} services={services} fields={fields} roles={roles} users={users} problems={problems} />
      </div>
    </div>
  );
});
