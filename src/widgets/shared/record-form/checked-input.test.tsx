import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryDataProvider, DataProviderContextProvider, type DataProvider } from '@/engine';
import { CheckedInput } from './checked-input';

const cronCheck: DataProvider['custom'] = async <T,>(params: Parameters<DataProvider['custom']>[0]) => {
  if (params.query?.cronExpression === '0 30 2 * * *') {
    return { data: { hint: '接下来五次执行：2026-11-28 02:30:00，2026-11-29 02:30:00' } as T, message: 'Cron表达式正确' };
  }
  throw new Error('Cron表达式不正确');
};

function Field() {
  const [value, setValue] = useState('');
  return <CheckedInput value={value} onChange={(e) => setValue(e.target.value)} check={{ url: '/sys/quartzJob/cronCheck', param: 'cronExpression' }} placeholder="Cron 表达式" />;
}

describe('CheckedInput', () => {
  it('shows the server’s verdict under the input as it is typed: the next runs, or why it is refused', async () => {
    render(
      <DataProviderContextProvider value={createMemoryDataProvider({}, { custom: cronCheck })}>
        <Field />
      </DataProviderContextProvider>,
    );
    const input = screen.getByPlaceholderText('Cron 表达式');
    fireEvent.change(input, { target: { value: '每天两点' } });
    expect(await screen.findByText('Cron表达式不正确')).toBeTruthy();
    fireEvent.change(input, { target: { value: '0 30 2 * * *' } });
    expect(await screen.findByText('Cron表达式正确；接下来五次执行：2026-11-28 02:30:00，2026-11-29 02:30:00')).toBeTruthy();
  });
});
