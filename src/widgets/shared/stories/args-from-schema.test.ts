import { describe, expect, it } from 'vitest';
import onlineReportSchema from '../../online-report/online-report.schema.json';
import editableGridSchema from '../../editable-grid/editable-grid.schema.json';
import { argTypesFromSchema } from './args-from-schema';

describe('argTypesFromSchema', () => {
  it('turns enum, boolean, number, string and object properties into the matching controls with their descriptions', () => {
    const argTypes = argTypesFromSchema({
      required: ['code'],
      properties: {
        code: { type: 'string', description: '报表编码。' },
        size: { enum: ['medium', 'small'], description: '尺寸。' },
        pageSize: { type: 'integer', minimum: 1, maximum: 100, description: '每页条数。' },
        height: { type: 'number', description: '高度。' },
        disabled: { type: 'boolean', description: '只读。' },
        param: { type: 'object', description: '参数。' },
        fixed: { const: 'left', description: '固定列。' },
        value: { type: ['number', 'string', 'null'], description: '值。' },
        buttons: { type: 'array', items: { enum: ['add', 'remove'] }, description: '按钮。' },
        schema: { $ref: 'https://platform.local/schemas/page.meta-schema.json', description: '页面模式。' },
      },
    });
    expect(argTypes.code).toMatchObject({ control: 'text', description: '报表编码。', type: { required: true }, table: { type: { summary: 'string' } } });
    expect(argTypes.size).toMatchObject({ control: 'select', options: ['medium', 'small'], table: { type: { summary: '"medium" | "small"' } } });
    expect(argTypes.pageSize).toMatchObject({ control: { type: 'number', min: 1, max: 100 }, type: { required: false } });
    expect(argTypes.height).toMatchObject({ control: { type: 'number' } });
    expect(argTypes.disabled).toMatchObject({ control: 'boolean', description: '只读。' });
    expect(argTypes.param).toMatchObject({ control: 'object' });
    expect(argTypes.fixed).toMatchObject({ control: 'select', options: ['left'] });
    expect(argTypes.value).toMatchObject({ control: 'text' });
    expect(argTypes.buttons).toMatchObject({ control: 'check', options: ['add', 'remove'] });
    expect(argTypes.schema).toMatchObject({ control: 'object', description: '页面模式。' });
  });

  it('reads the widgets’ real schemas: every property gets a control and its description', () => {
    const report = argTypesFromSchema(onlineReportSchema);
    expect(Object.keys(report)).toEqual(['code', 'param', 'sorter', 'pageSize', 'title']);
    expect(report.pageSize).toMatchObject({ control: 'select', options: [10, 20, 30], description: '每页条数，默认 10。' });
    const grid = argTypesFromSchema(editableGridSchema);
    expect(grid.size).toMatchObject({ control: 'select', options: ['medium', 'small', 'mini', 'tiny'] });
    expect(grid.rowNumber).toMatchObject({ control: 'boolean', description: '显示行号列。' });
    expect(grid.columns).toMatchObject({ control: 'object', type: { required: true } });
    expect(Object.values(grid).every((a) => a.description)).toBe(true);
  });

  it('hides the meta’s controls a story’s own widget does not have', () => {
    const argTypes = argTypesFromSchema(
      { properties: { open: { type: 'boolean', description: '打开。' } } },
      { replacing: { properties: { value: { type: 'string' }, open: { type: 'boolean' } } } },
    );
    expect(argTypes.open).toMatchObject({ control: 'boolean' });
    expect(argTypes.value).toEqual({ control: false, table: { disable: true } });
  });
});
