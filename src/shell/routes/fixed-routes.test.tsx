import { beforeAll, describe, expect, it } from 'vitest';
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from '../app/app';
import { createFakeServices } from '../testing/fake-services';
import { loadAuthenticatedRoutes, loadOpenRoutes } from './route-chunks';

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await Promise.all([loadAuthenticatedRoutes(), loadOpenRoutes()]);
}, 120_000);

describe('fixed routes', () => {
  it('sends /account/settings to 基本设置 and saves the user’s own name', async () => {
    const calls: string[] = [];
    const services = createFakeServices({ loggedIn: true, calls });
    render(<App services={services} initialEntries={['/account/settings']} />);
    const name = await screen.findByLabelText('姓名');
    expect((name as HTMLInputElement).value).toBe('系统管理员');
    expect(document.title).toBe('基本设置 - 工程咨询集团管理平台');
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: '更新基本信息' }));
    expect(await screen.findByText('请输入正确的手机号码!')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13800000009' } });
    fireEvent.change(name, { target: { value: '管理员甲' } });
    fireEvent.click(screen.getByRole('button', { name: '更新基本信息' }));
    await waitFor(() => expect(services.session.userInfo?.realname).toBe('管理员甲'));
    expect(calls).toContain('editOwnProfile:管理员甲');
    expect(services.session.userInfo?.phone).toBe('13800000009');
  });

  it('lists the pending approvals on 我的审批 under 我的待办 with their count, and the other lists beside it', async () => {
    render(<App services={createFakeServices({ loggedIn: true })} initialEntries={['/company/myBacklog']} />);
    expect(await screen.findByText('请假申请 · QJ-2026-0012 · 李娜')).toBeTruthy();
    expect(screen.getByText('请假申请 · QJ-2026-0019 · 赵强')).toBeTruthy();
    expect(document.querySelector('.approval-tab-todo .ant-badge')?.textContent).toBe('3');
    for (const tab of ['我的已办', '我发起的', '抄送我的']) expect(screen.getByText(tab)).toBeTruthy();
  });

  it('shows a project of the user’s tree by id, and says so for one outside it', async () => {
    const { unmount } = render(<App services={createFakeServices({ loggedIn: true })} initialEntries={['/company/projectDetail?id=p04']} />);
    expect(await screen.findByText('雄安新区对外骨干路网工程咨询')).toBeTruthy();
    expect(screen.getByText('中路桥梁工程监理有限公司')).toBeTruthy();
    expect(screen.getByText('未开工')).toBeTruthy();
    unmount();
    render(<App services={createFakeServices({ loggedIn: true })} initialEntries={['/company/projectDetail?id=zzz']} />);
    expect(await screen.findByText('未找到编号为 zzz 的项目，或您不是该项目的成员。')).toBeTruthy();
  });

  it('opens the registration form without login, checks it, proves the phone by SMS and sends it for approval', async () => {
    const calls: string[] = [];
    const services = createFakeServices({ calls });
    render(<App services={services} initialEntries={['/user/register']} />);
    expect(await screen.findByText(/需由系统管理员审核/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'abc' } });
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '10000000000' } });
    fireEvent.click(screen.getByRole('button', { name: '注 册' }));
    expect(await screen.findByText('请输入用户名!')).toBeTruthy();
    expect(screen.getByText('密码至少8位，须包含数字、大小写字母和特殊符号(!@#$%+.)')).toBeTruthy();
    expect(screen.getByText('请输入正确的手机号码!')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('用户名'), { target: { value: 'newuser' } });
    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '孙晓峰' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'Better@2026' } });
    fireEvent.change(screen.getByLabelText('确认密码'), { target: { value: 'Better@2026' } });
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13900000000' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: /秒后重发/ })).toBeTruthy();
    expect(calls).toContain('sms:13900000000:1');
    fireEvent.change(screen.getByLabelText('短信验证码'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '注 册' }));
    expect(await screen.findByText('注册成功')).toBeTruthy();
    expect(calls).toContain('register:newuser');
    expect(services.session.isLoggedIn).toBe(false);
  });

  it('resets a forgotten password with the SMS code and shows the server’s refusal of a wrong one', async () => {
    const calls: string[] = [];
    render(<App services={createFakeServices({ calls })} initialEntries={['/user/alteration']} />);
    fireEvent.change(await screen.findByLabelText('用户名'), { target: { value: 'lina' } });
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13800000004' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: /秒后重发/ })).toBeTruthy();
    expect(calls).toContain('sms:13800000004:2');
    fireEvent.change(screen.getByLabelText('短信验证码'), { target: { value: '000000' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'Better@2026' } });
    fireEvent.change(screen.getByLabelText('确认密码'), { target: { value: 'Better@2026' } });
    fireEvent.click(screen.getByRole('button', { name: '重置密码' }));
    expect(await screen.findByText('短信验证码错误')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('短信验证码'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '重置密码' }));
    expect(await screen.findByPlaceholderText('请输入用户名')).toBeTruthy();
    expect(calls).toContain('resetPassword:lina');
  });
});
