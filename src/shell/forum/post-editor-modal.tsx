import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Form, Input, Modal, Select, Upload, message } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { RichTextEditor } from '@/widgets/rich-text/rich-text-editor';
import type { ForumApi, ForumBoard, ForumPostDetail, PostInput, PostKind } from './forum-api';
import { forumMessages } from './forum-messages';
import { useServices } from '../services/services-context';

const t = forumMessages.editor;
type Draft = Omit<PostInput, 'kind'>;
const EMPTY: Draft = { boardCode: '', title: '', content: '', labels: [], attachments: [] };

/** Drafts live in this browser's local storage, one per user and kind, until the post is published or cleared. */
const draftKey = (username: string, kind: PostKind) => `forum-draft:${username}:${kind}`;

export interface PostEditorModalProps {
  api: ForumApi;
  kind: PostKind;
  boards: ForumBoard[];
  open: boolean;
  /** The post being edited; none writes a new one (from the draft, if any). */
  editing?: ForumPostDetail;
  defaultBoard?: string;
  onClose: () => void;
  onSaved: (id: string) => void;
}

/** Writing or editing a post or a question: title, board, labels, the rich-text body with pictures and @, attachments. */
export function PostEditorModal({ api, kind, boards, open, editing, defaultBoard, onClose, onSaved }: PostEditorModalProps) {
  const { session } = useServices();
  const key = draftKey(session.userInfo?.username ?? '', kind);
  const [value, setValue] = useState<Draft>(EMPTY);
  const [restored, setRestored] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    setErrors({});
    if (editing) {
      setValue({ boardCode: editing.boardCode, title: editing.title, content: editing.content, labels: editing.labels, attachments: editing.attachments.map((a) => ({ key: a.key, name: a.name })) });
      setRestored(false);
      return;
    }
    const saved = window.localStorage.getItem(key);
    const draft = saved ? (JSON.parse(saved) as Draft) : undefined;
    setRestored(Boolean(draft && (draft.title || draft.content)));
    setValue(draft ?? { ...EMPTY, boardCode: defaultBoard ?? '' });
  }, [open, editing, key, defaultBoard]);

  const change = (patch: Partial<Draft>) => {
    setValue((v) => {
      const next = { ...v, ...patch };
      if (!editing) window.localStorage.setItem(key, JSON.stringify(next));
      return next;
    });
    setErrors((e) => ({ ...e, ...Object.fromEntries(Object.keys(patch).map((k) => [k, undefined])) }));
  };

  const options = useMemo(() => boards.filter((b) => b.code === editing?.boardCode || (b.code !== 'news' && b.enabled !== false)).map((b) => ({ value: b.code, label: b.name })), [boards, editing]);
  const submit = async () => {
    const found: typeof errors = {};
    if (!value.title.trim()) found.title = t.titleRequired;
    else if ([...value.title.trim()].length > 100) found.title = '标题不能超过100个字';
    if (!value.boardCode) found.boardCode = kind === 'question' ? '请选择专业' : t.boardRequired;
    if (!value.content.replace(/<[^>]*>/g, '').trim() && !value.content.includes('<img')) found.content = t.contentRequired;
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      const input = { ...value, kind };
      const id = editing ? (await api.edit(editing.id, input), editing.id) : (await api.add(input)).data;
      if (!editing) window.localStorage.removeItem(key);
      message.success(editing ? '已保存' : kind === 'question' ? '问题已发布' : '发布成功');
      onSaved(id);
    } catch (err) {
      const fieldErrors = (err as { fieldErrors?: Record<string, string> }).fieldErrors;
      if (fieldErrors) setErrors(fieldErrors);
    } finally {
      setSaving(false);
    }
  };

  const uploadImage = async (file: File) => (await api.upload(file)).url;
  const searchMentions = async (query: string) =>
    (await api.users(query)).map((u) => ({ id: u.username, label: u.realname, hint: u.post ?? undefined }));

  return (
    <Modal
      open={open}
      width={900}
      title={editing ? `${t.edit}：${editing.title}` : kind === 'question' ? t.newQuestion : t.newPost}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        !editing ? <Button key="clear" onClick={() => { window.localStorage.removeItem(key); setValue({ ...EMPTY, boardCode: defaultBoard ?? '' }); setRestored(false); }}>{t.discard}</Button> : null,
        <Button key="cancel" onClick={onClose}>取消</Button>,
        <Button key="ok" type="primary" loading={saving} onClick={() => void submit()}>{editing ? t.save : kind === 'question' ? t.submitQuestion : t.submit}</Button>,
      ]}
    >
      {restored ? <Alert type="info" showIcon message={t.draftRestored} style={{ marginBottom: 12 }} /> : null}
      <Form layout="vertical" className="forum-editor-form">
        <Form.Item label={t.title} required validateStatus={errors.title ? 'error' : undefined} help={errors.title}>
          <Input aria-label={t.title} value={value.title} maxLength={100} showCount placeholder={t.titlePlaceholder} onChange={(e) => change({ title: e.target.value })} />
        </Form.Item>
        <div className="forum-editor-row">
          <Form.Item label={kind === 'question' ? t.specialty : t.board} required validateStatus={errors.boardCode ? 'error' : undefined} help={errors.boardCode} style={{ width: 220 }}>
            <Select aria-label={kind === 'question' ? t.specialty : t.board} value={value.boardCode || undefined} options={options} placeholder="请选择" onChange={(boardCode: string) => change({ boardCode })} />
          </Form.Item>
          <Form.Item label={t.labels} validateStatus={errors.labels ? 'error' : undefined} help={errors.labels} style={{ flex: 1 }}>
            <Select aria-label={t.labels} mode="tags" value={value.labels} maxCount={5} placeholder={t.labelsPlaceholder} onChange={(labels: string[]) => change({ labels: labels.map((l) => l.slice(0, 12)) })} open={false} suffixIcon={null} />
          </Form.Item>
        </div>
        <Form.Item label={t.content} required validateStatus={errors.content ? 'error' : undefined} help={errors.content}>
          <RichTextEditor value={value.content} onChange={(content) => change({ content })} placeholder={t.contentPlaceholder} minHeight={260} onUploadImage={uploadImage} searchMentions={searchMentions} />
        </Form.Item>
        <Form.Item label={t.attachments} help={errors.attachments}>
          <Upload
            fileList={value.attachments.map((a) => ({ uid: a.key, name: a.name, status: 'done' as const }))}
            beforeUpload={(file) => {
              void api.upload(file).then(({ key: k }) => change({ attachments: [...value.attachments, { key: k, name: file.name }] }));
              return false;
            }}
            onRemove={(file) => change({ attachments: value.attachments.filter((a) => a.key !== file.uid) })}
          >
            <Button icon={<PaperClipOutlined />}>{t.upload}</Button>
          </Upload>
        </Form.Item>
        {!editing ? <div className="forum-muted">{t.draftSaved}</div> : null}
      </Form>
    </Modal>
  );
}
