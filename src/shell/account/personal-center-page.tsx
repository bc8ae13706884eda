import { useEffect, useState } from 'react';
import { Avatar, Badge, Button, Card, Col, Descriptions, Empty, List, Row, Space, Tag, Typography } from 'antd';
import { LockOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import type { DepartItem } from '../api/shell-api';
import { PasswordModal } from './password-modal';
import { fixedMessages } from '../shared/fixed-messages';
import { accountTabPath, FIXED_PATHS } from '../fixed-pages/fixed-paths';
import { useServices } from '../services/services-context';

const text = fixedMessages.personal;
const none = fixedMessages.common.none;

const shown = (value: unknown) => (value === null || value === undefined || value === '' ? none : String(value));

/** /company/account/center and /company/personalCenter: the signed-in user's profile, departments and to-do count. */
export const PersonalCenterPage = observer(function PersonalCenterPage({ title = text.title }: { title?: string }) {
  const { api, session, notices } = useServices();
  const navigate = useNavigate();
  const [departs, setDeparts] = useState<{ list: DepartItem[]; orgCode?: string | null } | null>(null);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const user = session.userInfo;

  useEffect(() => {
    let active = true;
    api.getCurrentUserDeparts().then(
      (result) => active && setDeparts(result),
      () => active && setDeparts({ list: [] }),
    );
    return () => {
      active = false;
    };
  }, [api]);

  const f = text.fields;
  return (
    <Row gutter={16} className="personal-center-page">
      <Col xs={24} lg={8}>
        <Card variant="borderless" style={{ textAlign: 'center', marginBottom: 16 }}>
          <Avatar size={88} src={user?.avatar || undefined} icon={<UserOutlined />} />
          <Typography.Title level={3} style={{ margin: '12px 0 4px' }}>{user?.realname || user?.username}</Typography.Title>
          <Typography.Text type="secondary">{shown(user?.post)}</Typography.Text>
          <div style={{ marginTop: 16 }}>
            <Space wrap>
              <Button icon={<SettingOutlined />} onClick={() => navigate(accountTabPath('base'))}>{text.settings}</Button>
              <Button icon={<LockOutlined />} onClick={() => setPasswordOpen(true)}>{text.changePassword}</Button>
            </Space>
          </div>
        </Card>
        <Card variant="borderless" title={text.todo} className="personal-todo">
          <Space>
            <Badge count={notices.todo} showZero color={notices.todoHighlighted ? undefined : '#bfbfbf'} />
            <Button type="link" onClick={() => navigate(FIXED_PATHS.myBacklog)}>{text.toBacklog}</Button>
          </Space>
        </Card>
      </Col>
      <Col xs={24} lg={16}>
        <Card variant="borderless" title={title} style={{ marginBottom: 16 }}>
          <Descriptions column={{ xs: 1, md: 2 }} title={text.profile} className="personal-profile">
            <Descriptions.Item label={f.realname}>{shown(user?.realname)}</Descriptions.Item>
            <Descriptions.Item label={f.username}>{shown(user?.username)}</Descriptions.Item>
            <Descriptions.Item label={f.workNo}>{shown(user?.workNo)}</Descriptions.Item>
            <Descriptions.Item label={f.post}>{shown(user?.post)}</Descriptions.Item>
            <Descriptions.Item label={f.phone}>{shown(user?.phone)}</Descriptions.Item>
            <Descriptions.Item label={f.email}>{shown(user?.email)}</Descriptions.Item>
            <Descriptions.Item label={f.sex}>{text.sex[String(user?.sex ?? '')] ?? none}</Descriptions.Item>
            <Descriptions.Item label={f.birthday}>{shown(user?.birthday)}</Descriptions.Item>
          </Descriptions>
        </Card>
        <Card variant="borderless" title={text.departs} className="personal-departs" loading={departs === null}>
          {departs && departs.list.length === 0 ? <Empty description={text.noDeparts} /> : (
            <List
              dataSource={departs?.list ?? []}
              renderItem={(d) => (
                <List.Item>
                  <Space>
                    <span>{d.departName}</span>
                    <Typography.Text type="secondary">{d.orgCode}</Typography.Text>
                    {d.orgCode === (departs?.orgCode ?? user?.orgCode) ? <Tag color="processing">{text.currentDepart}</Tag> : null}
                  </Space>
                </List.Item>
              )}
            />
          )}
        </Card>
      </Col>
      <PasswordModal open={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </Row>
  );
});
