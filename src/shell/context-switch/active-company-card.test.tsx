import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createFakeServices } from '../testing/fake-services';
import { ServicesContextProvider } from '../services/services-context';
import { ActiveCompanyCard, CARD_PROJECTS } from './active-company-card';

describe('ActiveCompanyCard', () => {
  it('shows the first projects of a large group and the rest on 展开全部', async () => {
    const many = Array.from({ length: 120 }, (_, i) => ({ id: `p${i}`, companyId: 'c01', projectNameAbbr: `项目${i}`, state: '2', sort: i }));
    const services = createFakeServices({ loggedIn: true, api: { queryUserProjects: async () => many } });
    await services.context.load();
    render(
      <MemoryRouter>
        <ServicesContextProvider value={services}>
          <ActiveCompanyCard />
        </ServicesContextProvider>
      </MemoryRouter>,
    );
    expect(document.querySelectorAll('.home-active-company .ant-tag')).toHaveLength(CARD_PROJECTS);
    fireEvent.click(screen.getByRole('button', { name: '展开全部 120 个项目' }));
    expect(document.querySelectorAll('.home-active-company .ant-tag')).toHaveLength(120);
    expect(screen.queryByRole('button', { name: /展开全部/ })).toBeNull();
  });
});
