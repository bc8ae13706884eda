import { describe, expect, it } from 'vitest';
import type { StateMachine } from './page-schema';
import { fieldsRequiredIn, nextStates, overdueDays, stateRefusal, valuesRequiredIn } from './state-rule';

// The hidden-danger loop: 上报 → 整改中 → 待复查 → 已销号, with 复查不通过 back to 整改中.
const loop: StateMachine = {
  field: 'status',
  initial: ['reported'],
  transitions: [
    { from: ['reported'], to: 'rectifying', require: ['rectifyOwner', 'deadline'] },
    { from: ['rectifying'], to: 'reviewing', require: ['afterPhotos'] },
    { from: ['reviewing'], to: 'rectifying', roles: ['safety'], require: ['reviewOpinion'] },
    { from: ['reviewing'], to: 'closed', roles: ['safety'], require: ['reviewOpinion', 'closeDate'], when: { reviewResult: ['pass'] } },
  ],
  deadline: { field: 'deadline', open: ['reported', 'rectifying', 'reviewing'] },
};
const fields = [
  { name: 'status', label: '整改状态' }, { name: 'rectifyOwner', label: '整改责任人' }, { name: 'deadline', label: '整改期限' },
  { name: 'afterPhotos', label: '整改后照片' }, { name: 'reviewOpinion', label: '复查意见' }, { name: 'closeDate', label: '销号日期' },
  { name: 'reviewResult', label: '复查结论' },
];
const texts: Record<string, string> = { reported: '已上报', rectifying: '整改中', reviewing: '待复查', closed: '已销号', pass: '合格', fail: '不合格' };
const label = (_field: string, s: string) => texts[s] ?? s;

describe('state machine', () => {
  it('lets a new record start only in an initial state', () => {
    expect(stateRefusal(loop, fields, undefined, { status: 'reported' }, [], label)).toBeUndefined();
    expect(stateRefusal(loop, fields, undefined, { status: 'closed' }, [], label)).toEqual({ message: '新增时整改状态只能为“已上报”' });
  });

  it('refuses a jump that no transition allows, naming both states', () => {
    expect(stateRefusal(loop, fields, { status: 'reported' }, { status: 'closed' }, ['safety'], label))
      .toEqual({ message: '整改状态不能从“已上报”改为“已销号”' });
  });

  it('asks for the fields the new state needs, each on its field', () => {
    expect(stateRefusal(loop, fields, { status: 'reported' }, { status: 'rectifying', rectifyOwner: '王鹏' }, [], label))
      .toEqual({ fieldErrors: { deadline: '整改状态为“整改中”时整改期限必填' } });
    expect(stateRefusal(loop, fields, { status: 'reported' }, { status: 'rectifying', rectifyOwner: '王鹏', deadline: '2026-12-05' }, [], label)).toBeUndefined();
  });

  it('keeps a role-bound transition to its roles', () => {
    const after = { status: 'closed', reviewOpinion: '已整改到位', closeDate: '2026-11-27', reviewResult: 'pass' };
    expect(stateRefusal(loop, fields, { status: 'reviewing' }, after, ['company_staff'], label)).toEqual({ message: '您无权将整改状态改为“已销号”' });
    expect(stateRefusal(loop, fields, { status: 'reviewing' }, after, ['safety'], label)).toBeUndefined();
  });

  it('closes only with the value the way in asks for', () => {
    const after = { status: 'closed', reviewOpinion: '仍有渗水', closeDate: '2026-11-27', reviewResult: 'fail' };
    expect(stateRefusal(loop, fields, { status: 'reviewing' }, after, ['safety'], label))
      .toEqual({ fieldErrors: { reviewResult: '整改状态为“已销号”时复查结论须为“合格”' } });
    expect(valuesRequiredIn(loop, 'closed')).toEqual({ reviewResult: ['pass'] });
  });

  it('lets an edit that keeps the state through without conditions', () => {
    expect(stateRefusal(loop, fields, { status: 'closed' }, { status: 'closed' }, [], label)).toBeUndefined();
  });

  it('offers the current state and the next ones', () => {
    expect(nextStates(loop, undefined)).toEqual(['reported']);
    expect(nextStates(loop, 'reviewing')).toEqual(['reviewing', 'rectifying', 'closed']);
    expect(nextStates(loop, 'reviewing', ['company_staff'])).toEqual(['reviewing']);
    expect(fieldsRequiredIn(loop, 'closed')).toEqual(['reviewOpinion', 'closeDate']);
  });

  it('counts the days an open record is past its deadline, and none for a closed one', () => {
    expect(overdueDays(loop, { status: 'rectifying', deadline: '2026-11-20' }, '2026-11-27')).toBe(7);
    expect(overdueDays(loop, { status: 'rectifying', deadline: '2026-11-27' }, '2026-11-27')).toBeUndefined();
    expect(overdueDays(loop, { status: 'closed', deadline: '2026-11-20' }, '2026-11-27')).toBeUndefined();
  });
});
