import { describe, expect, it } from 'vitest';
import { toJeecgListQuery, withCacheBuster } from './jeecg-query';
import { toHttpError, HttpError, isHttpError } from './http-error';

describe('toJeecgListQuery', () => {
  it('maps paging and sort', () => {
    expect(
      toJeecgListQuery({ resource: 'news/notice', pagination: { current: 3, pageSize: 20 }, sort: { field: 'publishDate', order: 'desc' } }),
    ).toEqual({ pageNo: 3, pageSize: 20, column: 'publishDate', order: 'desc' });
  });

  it('maps each operator to JeecgBoot query rules and drops empty values', () => {
    const query = toJeecgListQuery({
      resource: 'news/notice',
      pagination: { current: 1, pageSize: 10 },
      filters: [
        { field: 'title', operator: 'contains', value: ' 安全 ' },
        { field: 'newsType', operator: 'eq', value: 'notice' },
        { field: 'publishDate', operator: 'between', value: ['2026-01-01', '2026-03-31'] },
        { field: 'signDate', operator: 'between', value: [null, '2026-06-30'] },
        { field: 'status', operator: 'in', value: ['1', '2'] },
        { field: 'publisher', operator: 'eq', value: '' },
        { field: 'tags', operator: 'in', value: [] },
        { field: 'readCount', operator: 'eq', value: 0 },
      ],
    });
    expect(query).toEqual({
      pageNo: 1,
      pageSize: 10,
      title: '*安全*',
      newsType: 'notice',
      publishDate_begin: '2026-01-01',
      publishDate_end: '2026-03-31',
      signDate_end: '2026-06-30',
      status: '1,2',
      readCount: '0',
    });
  });

  it('refuses operators outside the vocabulary', () => {
    expect(() =>
      toJeecgListQuery({
        resource: 'x',
        pagination: { current: 1, pageSize: 10 },
        filters: [{ field: 'a', operator: 'like' as never, value: 'b' }],
      }),
    ).toThrow(/未知的过滤运算符/);
  });
});

describe('withCacheBuster', () => {
  it('adds _t in unix seconds except for dictionary items', () => {
    expect(withCacheBuster('/news/notice/list', { pageNo: 1 }, 1767225600)).toEqual({ pageNo: 1, _t: 1767225600 });
    expect(withCacheBuster('/sys/dict/getDictItems/news_type', undefined, 1)).toEqual({});
  });
});

describe('toHttpError', () => {
  it('reads the JeecgBoot envelope, including field errors', () => {
    const error = toHttpError(400, { success: false, code: 400, message: '标题不能为空', result: { fieldErrors: { title: '必填' } } });
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 400, code: 400, message: '标题不能为空', fieldErrors: { title: '必填' } });
  });

  it('falls back to a Chinese message when the body says nothing', () => {
    expect(toHttpError(404, undefined).message).toBe('很抱歉，资源未找到!');
    expect(toHttpError(502, '<html>Bad gateway</html>').message).toBe('<html>Bad gateway</html>');
    expect(toHttpError(500, {}).message).toBe('请求失败（500）');
    expect(isHttpError({ name: 'HttpError', status: 401, message: 'x' })).toBe(true);
    expect(isHttpError(new Error('x'))).toBe(false);
  });
});
