import { useState } from 'react';
import { App, Modal } from 'antd';
import { Upload, type UploadProps } from './upload';
import { uploadMessages } from './upload-rules';
import type { UploadValue } from './use-upload-controller';

export interface UploadPopupProps extends Omit<UploadProps, 'value' | 'onChange'> {
  open: boolean;
  /** The uploaded files' value when confirmed (same shape as Upload's value). */
  onOk: (value: UploadValue) => void;
  onCancel: () => void;
}

const isEmpty = (value: UploadValue | undefined) => !value || value.length === 0;

/** The file/image upload dialog (图片上传 / 文件上传, 520 px); confirming with nothing uploaded warns. */
export function UploadPopup({ open, onOk, onCancel, ...upload }: UploadPopupProps) {
  const { message } = App.useApp();
  const [value, setValue] = useState<UploadValue>();
  const close = () => {
    setValue(undefined);
    onCancel();
  };
  return (
    <Modal
      open={open}
      width={520}
      title={upload.fileType === 'image' ? uploadMessages.imageTitle : uploadMessages.fileTitle}
      okText="确定"
      cancelText="取消"
      onCancel={close}
      onOk={() => {
        if (isEmpty(value)) {
          message.warning(uploadMessages.nothingUploaded);
          return;
        }
        onOk(value!);
        setValue(undefined);
      }}
      destroyOnHidden
    >
      <Upload {...upload} value={value} onChange={setValue} />
    </Modal>
  );
}
