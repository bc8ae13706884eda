import { describe, expect, it } from 'vitest';
import { entityNameOf, recordTitles } from './entity-name';

describe('entityNameOf', () => {
  it('drops a trailing 管理 / 列表 / 台账 / 登记 from the title', () => {
    expect(entityNameOf({ title: '车辆管理' })).toBe('车辆');
    expect(entityNameOf({ title: '合同台账' })).toBe('合同');
    expect(entityNameOf({ title: '人员列表' })).toBe('人员');
    expect(entityNameOf({ title: '访客登记' })).toBe('访客');
    expect(entityNameOf({ title: '收入合同' })).toBe('收入合同');
    expect(entityNameOf({ title: '管理' })).toBe('管理');
  });

  it('prefers the schema’s entityName', () => {
    expect(entityNameOf({ title: '部门管理', entityName: '机构' })).toBe('机构');
  });

  it('titles the record editor 新增X / 编辑X / X详情', () => {
    const titles = recordTitles({ title: '车辆管理' });
    expect([titles.add, titles.edit, titles.detail, titles.addChild('一队')]).toEqual(['新增车辆', '编辑车辆', '车辆详情', '添加下级车辆（上级：一队）']);
  });
});
