import { useState, type ReactNode } from 'react';
import { Button, Modal, Tooltip, type ModalProps } from 'antd';
import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';

export interface CommonModalProps extends Omit<ModalProps, 'title'> {
  title?: ReactNode;
  /** Show the fullscreen toggle in the title bar (default true). */
  switchFullscreen?: boolean;
  /** Open in fullscreen. */
  fullscreen?: boolean;
  children?: ReactNode;
}

/** JModal: antd Modal with an optional fullscreen toggle next to the close button. */
export function CommonModal({ title, switchFullscreen = true, fullscreen = false, width = 800, children, styles, ...rest }: CommonModalProps) {
  const [full, setFull] = useState(fullscreen);
  const toggle = switchFullscreen ? (
    <Tooltip title={full ? '退出全屏' : '全屏'}>
      <Button
        type="text"
        size="small"
        aria-label={full ? '退出全屏' : '全屏'}
        icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        onClick={() => setFull(!full)}
        style={{ position: 'absolute', top: 16, right: 48 }}
      />
    </Tooltip>
  ) : null;
  return (
    <Modal
      {...rest}
      title={<span className="common-modal-title">{title}{toggle}</span>}
      width={full ? '100%' : width}
      className={full ? 'common-modal common-modal-fullscreen' : 'common-modal'}
      style={full ? { top: 0, maxWidth: '100vw', paddingBottom: 0 } : rest.style}
      styles={full ? { ...styles, body: { ...styles?.body, height: 'calc(100vh - 110px)', overflow: 'auto' } } : styles}
    >
      {children}
    </Modal>
  );
}
