import { useState } from 'react';
import { Button, Card, Descriptions, Space, Switch, Tag, Tooltip, Typography, Upload } from 'antd';
import { CameraOutlined, LockOutlined, SettingOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import type { PersonalProfile } from '@/engine/schema/wire/personal';
import type { DepartItem } from '../api/shell-api';
import { PasswordModal } from '../account/password-modal';
import { accountTabPath } from '../fixed-pages/fixed-paths';
import { useServices } from '../services/services-context';
import { personalMessages } from './personal-messages';
import type { PersonalApi } from './personal-api';
import { UserAvatar } from './user-avatar';
import { isGroupMode, setGroupMode } from './personal-mode';

const text = personalMessages.centre;
const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/gif'];
const AVATAR_MAX = 2 * 1024 * 1024;

/** The profile card: avatar (changed through the file service), name, post, company, departments and roles. */
export const ProfileCard = observer(function ProfileCard({ api, profile, departs }: { api: PersonalApi; profile: PersonalProfile | null; departs: DepartItem[] | null }) {
  const { session, feedback } = useServices();
  const navigate = useNavigate();
  const [uploading, setUploading] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [personal, setPersonal] = useState(() => !isGroupMode());
  const user = session.userInfo;

  const switchMode = (on: boolean) => {
    setGroupMode(!on);
    setPersonal(on);
    feedback.message.success(on ? text.personalModeOn : text.personalModeOff);
  };

  const changeAvatar = async (file: File) => {
    if (!AVATAR_TYPES.includes(file.type)) return feedback.message.warning(text.avatarType);
    if (file.size > AVATAR_MAX) return feedback.message.warning(text.avatarTooLarge);
    setUploading(true);
    try {
      const path = await api.saveAvatar(file);
      if (user) session.setUserInfo({ ...user, avatar: path });
      feedback.message.success(text.avatarSaved);
    } catch (error) {
      feedback.message.warning(error instanceof Error && error.message ? error.message : text.avatarFailed);
    } finally {
      setUploading(false);
    }
  };

  const shown = (v: unknown) => (v === null || v === undefined || v === '' ? text.none : String(v));
  return (
    <Card variant="borderless" className="personal-profile-card">
      <div className="personal-avatar-wrap">
        <UserAvatar path={user?.avatar} size={96} className="personal-avatar" />
        <Upload
          accept=".jpg,.jpeg,.png,.gif"
          showUploadList={false}
          beforeUpload={(file) => {
            void changeAvatar(file);
            return false;
          }}
        >
          <Tooltip title={text.avatarChange}>
            <Button shape="circle" size="small" icon={<CameraOutlined />} loading={uploading} aria-label={text.avatarChange} className="personal-avatar-upload" />
          </Tooltip>
        </Upload>
      </div>
      <Typography.Title level={3} style={{ margin: '12px 0 4px' }}>{user?.realname || user?.username}</Typography.Title>
      <Typography.Text type="secondary">{shown(profile?.post)}</Typography.Text>
      <Descriptions column={1} size="small" className="personal-profile-lines">
        <Descriptions.Item label={text.company}>{profile?.companies.length ? profile.companies.join('、') : text.none}</Descriptions.Item>
        <Descriptions.Item label={text.departs}>{departs?.length ? departs.map((d) => d.departName).join('、') : text.none}</Descriptions.Item>
        <Descriptions.Item label={text.roles}>
          {profile?.roles.length ? <Space size={[4, 4]} wrap>{profile.roles.map((r) => <Tag key={r}>{r}</Tag>)}</Space> : text.none}
        </Descriptions.Item>
        <Descriptions.Item label={text.workNo}>{shown(user?.workNo)}</Descriptions.Item>
        <Descriptions.Item label={text.phone}>{shown(user?.phone)}</Descriptions.Item>
        <Descriptions.Item label={text.email}>{shown(user?.email)}</Descriptions.Item>
        <Descriptions.Item label={<Tooltip title={text.personalModeHint}>{text.personalMode}</Tooltip>}>
          <Switch size="small" checked={personal} onChange={switchMode} aria-label={text.personalMode} className="personal-mode-switch" />
        </Descriptions.Item>
      </Descriptions>
      <Space wrap>
        <Button icon={<SettingOutlined />} onClick={() => navigate(accountTabPath('base'))}>{text.settings}</Button>
        <Button icon={<LockOutlined />} onClick={() => setPasswordOpen(true)}>{text.changePassword}</Button>
      </Space>
      <PasswordModal open={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </Card>
  );
});
