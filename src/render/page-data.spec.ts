import type { CityView } from '../../core/render-contract.js';
import { PageData } from './page-data.js';

const dallas = { id: 1, name: 'Dallas', urlPath: 'dallas-tx-expedite' } as CityView;

describe('PageData', () => {
  it('refuses to answer for a feature no module provides', async () => {
    const data = new PageData();
    await expect(data.cities()).rejects.toThrow('No feature module provides cities to the pages');
    await expect(data.city('dallas-tx-expedite')).rejects.toThrow('No feature module provides cities to the pages');
  });

  it('answers through the reader the city module provides', async () => {
    const data = new PageData();
    data.provideCities({ cities: async () => [dallas], city: async (path) => (path === dallas.urlPath ? dallas : null) });
    await expect(data.cities()).resolves.toEqual([dallas]);
    await expect(data.city('dallas-tx-expedite')).resolves.toBe(dallas);
    await expect(data.city('nowhere')).resolves.toBeNull();
  });
});
