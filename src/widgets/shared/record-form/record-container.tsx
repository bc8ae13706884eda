import type { ReactNode } from 'react';
import { Drawer, Modal } from 'antd';
import type { RecordContainer as ContainerKind } from '@/engine';

/** Width of a record dialog unless the page's `form.width` says otherwise. */
export const DEFAULT_RECORD_WIDTH = 800;

export interface RecordContainerProps {
  container: ContainerKind;
  title: ReactNode;
  width?: number;
  onClose?(): void;
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of a record editor: a modal (the default), a drawer, or nothing at all on a form page, where the form
 * is the page and its buttons sit under it.
 */
export function RecordContainer({ container, title, width = DEFAULT_RECORD_WIDTH, onClose, footer, children }: RecordContainerProps) {
  if (container === 'inline') {
    return (
      <div className="record-editor-inline">
        {children}
        {footer ? <div className="record-editor-footer" style={{ display: 'flex', justifyContent: 'center', marginTop: 8 }}>{footer}</div> : null}
      </div>
    );
  }
  if (container === 'drawer') {
    return (
      <Drawer title={title} open width={width} onClose={onClose} destroyOnHidden footer={footer} className="record-editor-drawer">
        {children}
      </Drawer>
    );
  }
  return (
    <Modal title={title} open width={width} onCancel={onClose} destroyOnHidden maskClosable={false} footer={footer} className="record-editor-modal">
      {children}
    </Modal>
  );
}
